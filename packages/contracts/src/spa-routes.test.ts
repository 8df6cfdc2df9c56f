import { describe, expect, it } from 'vitest';
import { isSpaRoute } from './spa-routes.ts';

describe('isSpaRoute', () => {
  it('matches static and dynamic patterns as the router does', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/properties/7f1c')).toBe(true);
    expect(isSpaRoute('/portfolio/share-token')).toBe(true);
    expect(isSpaRoute('/Settings/')).toBe(true);
  });

  it('rejects paths no route serves', () => {
    expect(isSpaRoute('/properties/7f1c/units')).toBe(false);
    expect(isSpaRoute('/portfolio')).toBe(false);
    expect(isSpaRoute('/wp-admin')).toBe(false);
  });
});
