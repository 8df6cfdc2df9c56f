// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = fileURLToPath(new URL('../_locales', import.meta.url));
type Messages = Record<string, { message: string; description?: string }>;
const read = (lang: string): Messages => JSON.parse(readFileSync(`${localesDir}/${lang}/messages.json`, 'utf8'));

describe('extension locales', () => {
  it('exist in the five languages with the same keys, each translated', () => {
    expect(readdirSync(localesDir).sort()).toEqual(['en', 'es', 'fr', 'he', 'sq']);
    const english = read('en');
    for (const lang of ['es', 'fr', 'he', 'sq']) {
      const messages = read(lang);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [key, { message }] of Object.entries(messages)) {
        expect(message.trim()).not.toBe('');
        if (key !== 'extensionName' || lang !== 'en') expect(message).not.toBe(english[key]?.message ?? '');
        expect(message.toLowerCase()).not.toContain('todo');
      }
    }
  });

  it('have every message the code and the manifest use', () => {
    const english = read('en');
    for (const key of ['extensionName', 'extensionDescription', 'composerFilled', 'composerImagesNotAttached']) {
      expect(english[key]).toBeDefined();
    }
    expect(english.composerNotFound).toBeDefined();
    expect(english.dismiss).toBeDefined();
  });
});
