import { describe, expect, it } from 'vitest';
import { createPropertyListCache } from './property-list-cache.ts';

const ORGANIZATION = 'organization-1';
const AT = { version: 3, today: '2026-11-27' };

function counter() {
  let reads = 0;
  return {
    read: async () => `answer ${++reads}`,
    reads: () => reads,
  };
}

describe('property list cache', () => {
  it('keeps an answer for its organization, version, day and query only', async () => {
    const cache = createPropertyListCache();
    const source = counter();
    expect(await cache.page(ORGANIZATION, AT, 'q', source.read)).toBe('answer 1');
    expect(await cache.page(ORGANIZATION, AT, 'q', source.read)).toBe('answer 1');
    expect(await cache.page(ORGANIZATION, AT, 'other query', source.read)).toBe('answer 2');
    expect(await cache.page('organization-2', AT, 'q', source.read)).toBe('answer 3');
    expect(await cache.page(ORGANIZATION, { ...AT, version: 4 }, 'q', source.read)).toBe('answer 4');
    expect(await cache.page(ORGANIZATION, { version: 4, today: '2026-11-28' }, 'q', source.read)).toBe('answer 5');
    expect(source.reads()).toBe(5);
  });

  it('shares one read among requests that miss together', async () => {
    const cache = createPropertyListCache();
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.page(ORGANIZATION, AT, 'q', source.read)));
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(source.reads()).toBe(1);
  });

  it('does not keep an answer read at an older version than the one kept', async () => {
    const cache = createPropertyListCache();
    await cache.page(ORGANIZATION, { ...AT, version: 5 }, 'q', async () => 'newer');
    expect(await cache.page(ORGANIZATION, AT, 'q', async () => 'older')).toBe('older');
    expect(await cache.page(ORGANIZATION, { ...AT, version: 5 }, 'q', async () => 'read again')).toBe('newer');
  });

  it('does not keep a failed read', async () => {
    const cache = createPropertyListCache();
    await expect(cache.page(ORGANIZATION, AT, 'q', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.page(ORGANIZATION, AT, 'q', async () => 'up')).toBe('up');
  });

  it('forgets the least recently used organization beyond its bound, and keeps nothing with a bound of 0', async () => {
    const bounded = createPropertyListCache({ organizations: 2 });
    const source = counter();
    await bounded.page('a', AT, 'q', source.read);
    await bounded.page('b', AT, 'q', source.read);
    await bounded.page('a', AT, 'q', source.read);
    await bounded.page('c', AT, 'q', source.read);
    expect(await bounded.page('a', AT, 'q', source.read)).toBe('answer 1');
    expect(await bounded.page('b', AT, 'q', source.read)).toBe('answer 4');

    const uncached = createPropertyListCache({ organizations: 0 });
    const again = counter();
    await uncached.page(ORGANIZATION, AT, 'q', again.read);
    await Promise.all([1, 2].map(() => uncached.page(ORGANIZATION, AT, 'q', again.read)));
    expect(again.reads()).toBe(3);
  });
});
