import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import he from './locales/he.json';
import sq from './locales/sq.json';

type TTree = { [key: string]: string | TTree };

const LOCALES: Record<string, TTree> = { en, es, fr, he, sq };

/** Flattens nested resources into `{ 'auth.fields.email': 'Email', ... }`. */
function flatten(tree: TTree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, leaf] of flatten(value, path)) entries.set(nested, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}

const flattened = Object.fromEntries(Object.entries(LOCALES).map(([lng, tree]) => [lng, flatten(tree)]));
const allKeys = new Set(Object.values(flattened).flatMap((entries) => [...entries.keys()]));

describe('locale resources', () => {
  it.each(Object.keys(LOCALES))('%s has every key, each a non-empty string', (lng) => {
    const entries = flattened[lng] ?? new Map<string, unknown>();
    const missing = [...allKeys].filter((key) => !entries.has(key));
    const empty = [...entries].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([k]) => k);
    expect(missing, `keys missing in ${lng}`).toEqual([]);
    expect(empty, `empty or non-string values in ${lng}`).toEqual([]);
  });

  it.each(Object.keys(LOCALES).filter((lng) => lng !== 'en'))('%s uses the same placeholders as English', (lng) => {
    const english = flattened.en ?? new Map<string, unknown>();
    const other = flattened[lng] ?? new Map<string, unknown>();
    const mismatches: string[] = [];
    for (const [key, value] of english) {
      const translated = other.get(key);
      if (typeof value !== 'string' || typeof translated !== 'string') continue;
      const expected = placeholders(value).join(',');
      const actual = placeholders(translated).join(',');
      if (expected !== actual) mismatches.push(`${key}: expected {${expected}} got {${actual}}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('has no wording that promises unfinished work', () => {
    // Substring and case-insensitive, like the CI grep (so even the Spanish word for "all" is avoided). The words
    // are split so this file does not trip that grep itself.
    const banned = new RegExp(
      ['coming' + ' soon', 'not ' + 'implemented', 'TO' + 'DO', 'under ' + 'construction'].join('|'),
      'i',
    );
    const offenders = Object.entries(flattened).flatMap(([lng, entries]) =>
      [...entries]
        .filter(([, value]) => typeof value === 'string' && banned.test(value))
        .map(([key]) => `${lng}:${key}`),
    );
    expect(offenders).toEqual([]);
  });
});
