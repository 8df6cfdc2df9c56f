import { FACEBOOK_GROUP_MATCHES } from '../manifest.ts';

/** The hosts the group content script runs on; other Facebook hosts (m., mbasic., business.) open on www. */
const SCRIPTED_HOSTS = new Set(FACEBOOK_GROUP_MATCHES.map((match) => new URL(match.replace('*', '')).host));
const CANONICAL_HOST = 'www.facebook.com';

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isFacebookHost = (host: string) => host === 'facebook.com' || host.endsWith('.facebook.com');
const isGroupPath = (pathname: string) => /^\/groups\/[^/]+/.test(pathname);

/** Whether a URL is a Facebook group's page (on any Facebook host, as the app's group URL rule allows). */
export function isFacebookGroupUrl(value: string): boolean {
  const url = parse(value);
  return url !== null && url.protocol === 'https:' && isFacebookHost(url.hostname) && isGroupPath(url.pathname);
}

/**
 * The URL a group's tab opens: the group on a host the composer script runs on. A test build (testGroupOrigin set)
 * opens the same group path on the local page that mimics a group composer instead.
 */
export function groupTabUrl(groupUrl: string, testGroupOrigin: string | null): string {
  const url = new URL(groupUrl);
  if (testGroupOrigin) return `${testGroupOrigin}${url.pathname}${url.search}`;
  if (!SCRIPTED_HOSTS.has(url.host)) url.host = CANONICAL_HOST;
  return url.toString();
}

/** Whether a tab's current URL is a page the group content script runs on (the groups pages, or the test page). */
export function isGroupPageUrl(value: string, testGroupOrigin: string | null): boolean {
  const url = parse(value);
  if (!url || !isGroupPath(url.pathname)) return false;
  if (url.protocol === 'https:' && SCRIPTED_HOSTS.has(url.host)) return true;
  return testGroupOrigin !== null && url.origin === testGroupOrigin;
}
