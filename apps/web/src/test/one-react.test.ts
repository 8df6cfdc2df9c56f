import { createRequire } from 'node:module';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The React that a library loads with its own `require('react')`. */
function reactOf(library: string): { useState: unknown } {
  return createRequire(require.resolve(library))('react');
}

describe('the web tests', () => {
  it('render with the one React that the libraries they render use', () => {
    for (const library of ['react-dom', '@testing-library/react', 'react-i18next', 'recharts']) {
      expect(reactOf(library).useState, library).toBe(useState);
    }
  });
});
