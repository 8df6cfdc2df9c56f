import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18n, i18nReady, loadMessages } from '../i18n/i18n.ts';
import { MESSAGE_NAMESPACE_NAMES } from '../i18n/message-namespaces.ts';

// jsdom has no matchMedia; the theme code asks it for prefers-color-scheme.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

// Testing Library's `findBy…` wait 1 s by default: panels that load their code on open took longer under a load average of
// 20-40 (decision 038).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  // Components are tested alone, without the route that loads their page's messages.
  await loadMessages(MESSAGE_NAMESPACE_NAMES);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/**
 * Test files share a worker's jsdom window and modules (`isolate: false` in vite.config.ts): what one file leaves in
 * the window, the next file would start with.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { clipboard?: unknown }).clipboard;
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('style');
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  document.title = '';
});
