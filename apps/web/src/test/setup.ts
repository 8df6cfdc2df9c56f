import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
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
