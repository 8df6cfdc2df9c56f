import { FACEBOOK_GROUP_MATCHES } from '../manifest.ts';

const GROUP_HOSTS = new Set(FACEBOOK_GROUP_MATCHES.map((match) => new URL(match.replace('*', '')).host));

/** Whether a URL is a Facebook groups page the group content script runs on. */
export function isFacebookGroupUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && GROUP_HOSTS.has(url.host) && /^\/groups\/[^/]+/.test(url.pathname);
}

/**
 * The URL the group's tab opens. A test build (testGroupOrigin set) opens the same group path on the local page that
 * mimics a group composer; the production build opens the Facebook URL itself.
 */
export function groupTabUrl(groupUrl: string, testGroupOrigin: string | null): string {
  if (!testGroupOrigin) return groupUrl;
  const url = new URL(groupUrl);
  return `${testGroupOrigin}${url.pathname}${url.search}`;
}

/** Whether a tab's current URL is a page the group content script runs on (the groups pages, or the test page). */
export function isGroupPageUrl(value: string, testGroupOrigin: string | null): boolean {
  if (isFacebookGroupUrl(value)) return true;
  if (!testGroupOrigin) return false;
  try {
    const url = new URL(value);
    return url.origin === testGroupOrigin && url.pathname.startsWith('/groups/');
  } catch {
    return false;
  }
}
