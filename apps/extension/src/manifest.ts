import { EXTENSION_VERSION } from '@rentwell/contracts/extension-messages';

/** The Facebook groups pages the group content script runs on (host access is limited to these and the app). */
export const FACEBOOK_GROUP_MATCHES = [
  'https://www.facebook.com/groups/*',
  'https://facebook.com/groups/*',
  'https://web.facebook.com/groups/*',
] as const;

export const APP_BRIDGE_SCRIPT = 'app-bridge.js';
export const GROUP_COMPOSER_SCRIPT = 'group-composer.js';
export const BACKGROUND_SCRIPT = 'background.js';
/** The icon sizes the build draws (icons/icon-<size>.png). */
export const ICON_SIZES = [16, 32, 48, 128] as const;

export type ManifestOptions = {
  /** The Rentwell server's origin, e.g. `https://rent.example.com` (BASE_URL). */
  appOrigin: string;
  /** Test builds only: the origin of a local page that mimics a group composer (`http://127.0.0.1:4789`). */
  testGroupOrigin: string | null;
};

/** `https://rent.example.com/` or `http://localhost:3000` → the origin; anything but an http(s) origin throws. */
export function parseOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) origin: ${value}`);
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`An origin has no path, query or credentials: ${value}`);
  }
  return url.origin;
}

/** The Chrome MV3 manifest: permissions `tabs` and `storage` only; content scripts on the app and the groups pages. */
export function buildManifest(options: ManifestOptions): chrome.runtime.ManifestV3 {
  const appOrigin = parseOrigin(options.appOrigin);
  const groupMatches: string[] = [...FACEBOOK_GROUP_MATCHES];
  if (options.testGroupOrigin) groupMatches.push(`${parseOrigin(options.testGroupOrigin)}/groups/*`);
  return {
    manifest_version: 3,
    name: '__MSG_extensionName__',
    description: '__MSG_extensionDescription__',
    version: EXTENSION_VERSION,
    default_locale: 'en',
    minimum_chrome_version: '116',
    icons: Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icons/icon-${size}.png`])),
    permissions: ['tabs', 'storage'],
    background: { service_worker: BACKGROUND_SCRIPT },
    content_scripts: [
      { matches: [`${appOrigin}/*`], js: [APP_BRIDGE_SCRIPT], run_at: 'document_start' },
      { matches: groupMatches, js: [GROUP_COMPOSER_SCRIPT], run_at: 'document_idle' },
    ],
  };
}

/** The app origins a manifest's app bridge runs on (the background accepts share jobs only from these). */
export function appOriginsOf(manifest: chrome.runtime.Manifest): string[] {
  const bridges = (manifest.content_scripts ?? []).filter((script) => script.js?.includes(APP_BRIDGE_SCRIPT));
  return bridges.flatMap((script) => (script.matches ?? []).map((match) => match.replace(/\/\*$/, '')));
}
