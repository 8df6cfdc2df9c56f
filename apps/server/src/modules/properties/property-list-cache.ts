/** An organization's list version and today's date there: what its list answers hold for (decision 018). */
export type ListVersion = { version: number; today: string };

type OrganizationPages<Page> = ListVersion & { pages: Map<string, Page> };

const MAX_ORGANIZATIONS = 100;
const MAX_PAGES_PER_ORGANIZATION = 20;

/**
 * Properties list answers per organization, for its current list version and today only (decision 018): an answer
 * is found only under the version and day it was read at, so a write anywhere, which raises the version in its
 * transaction, makes every instance read the list again. Bounded: least recently used organizations and queries go
 * first. `organizations: 0` keeps and shares nothing: every request reads the list from the database.
 */
export type PropertyListCache = {
  /** The organization's answer to `query` at `at`, read by `read` unless kept; requests for one that is being read share that read. */
  page<Page>(organizationId: string, at: ListVersion, query: string, read: () => Promise<Page>): Promise<Page>;
};

export function createPropertyListCache({ organizations = MAX_ORGANIZATIONS } = {}): PropertyListCache {
  const kept = new Map<string, OrganizationPages<unknown>>();
  const reading = new Map<string, Promise<unknown>>();

  const find = (organizationId: string, at: ListVersion, query: string) => {
    const entry = kept.get(organizationId);
    if (!entry || entry.version !== at.version || entry.today !== at.today) return undefined;
    kept.delete(organizationId);
    kept.set(organizationId, entry);
    const page = entry.pages.get(query);
    if (page === undefined) return undefined;
    entry.pages.delete(query);
    entry.pages.set(query, page);
    return page;
  };

  const store = (organizationId: string, at: ListVersion, query: string, page: unknown) => {
    let entry = kept.get(organizationId);
    // A read that started before a newer one stored its answer holds older rows: it is not kept.
    if (entry && entry.version > at.version) return;
    if (!entry || entry.version !== at.version || entry.today !== at.today) {
      entry = { ...at, pages: new Map() };
    }
    kept.delete(organizationId);
    kept.set(organizationId, entry);
    if (kept.size > organizations) kept.delete(kept.keys().next().value as string);
    entry.pages.set(query, page);
    if (entry.pages.size > MAX_PAGES_PER_ORGANIZATION) entry.pages.delete(entry.pages.keys().next().value as string);
  };

  return {
    async page<Page>(organizationId: string, at: ListVersion, query: string, read: () => Promise<Page>) {
      if (organizations === 0) return read();
      const found = find(organizationId, at, query);
      if (found !== undefined) return found as Page;
      const key = JSON.stringify([organizationId, at.version, at.today, query]);
      const running = reading.get(key);
      if (running) return running as Promise<Page>;
      const answer = read().then((page) => {
        store(organizationId, at, query, page);
        return page;
      });
      reading.set(key, answer);
      try {
        return await answer;
      } finally {
        reading.delete(key);
      }
    },
  };
}
