import './styles/globals.css';
import type { TTheme } from '@rentwell/contracts/profile';
import { matchSupportedLanguage, toSupportedLanguage } from '@rentwell/domain/language';
import {
  CONTACT_FORM_CONTAINER_ID,
  COPYRIGHT_YEAR_SELECTOR,
  LANGUAGE_SELECT_SELECTOR,
  THEME_SELECT_SELECTOR,
} from './features/landing/landing-dom.ts';
import { findStoredLanguageMismatch, openInLanguage } from './features/landing/landing-language.ts';
import { rememberLanguage } from './i18n/language-storage.ts';
import { applyTheme, DEFAULT_THEME, isTheme, THEME_STORAGE_KEY } from './lib/preferences.ts';

// The landing page's script. The page itself is prerendered HTML in the visitor's language; this wires the theme and
// language pickers and hydrates the contact form when it comes near. No router, no query cache, no auth client: the
// React code of the form loads on its own, after the first render.

const language = toSupportedLanguage(document.documentElement.lang);

function selectAll(selector: string): HTMLSelectElement[] {
  return [...document.querySelectorAll<HTMLSelectElement>(selector)];
}

/**
 * The stored theme. `theme-init.js` applied it (and the display scale) before the first paint, so nothing is applied
 * again on load: restyling the whole page a second time would only cost the visitor time.
 */
function storedTheme(): TTheme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

let theme = storedTheme();

function chooseTheme(next: TTheme): void {
  theme = next;
  applyTheme(next);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private mode): the theme still applies to this page.
  }
}

function syncPickers(): void {
  for (const select of selectAll(THEME_SELECT_SELECTOR)) select.value = theme;
  for (const select of selectAll(LANGUAGE_SELECT_SELECTOR)) select.value = language;
}

function wirePickers(): void {
  for (const select of selectAll(THEME_SELECT_SELECTOR)) {
    select.addEventListener('change', () => {
      if (isTheme(select.value)) chooseTheme(select.value);
      syncPickers();
    });
  }
  // 'System' follows the operating system while the page is open.
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (theme === 'system') applyTheme('system');
  });
  for (const select of selectAll(LANGUAGE_SELECT_SELECTOR)) {
    select.addEventListener('change', () => {
      const next = matchSupportedLanguage(select.value);
      if (next && next !== language) openInLanguage(next);
    });
  }
  syncPickers();
  // A page restored from the back/forward cache keeps the pickers' last state: show the page's own again.
  window.addEventListener('pageshow', syncPickers);
}

/** Loads and hydrates the contact form once it is within a screen of the viewport, or as soon as someone uses it. */
function hydrateContactFormWhenNear(): void {
  const container = document.getElementById(CONTACT_FORM_CONTAINER_ID);
  if (!container) return;
  let observer: IntersectionObserver | undefined;
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    observer?.disconnect();
    import('./features/landing/mount-contact-island.tsx')
      .then(({ mountContactIsland }) => mountContactIsland(container, language))
      .catch((error: unknown) => {
        console.error('Failed to load the contact form', error);
      });
  };
  container.addEventListener('focusin', start, { once: true });
  container.addEventListener('pointerdown', start, { once: true });
  if (!('IntersectionObserver' in window)) {
    start();
    return;
  }
  observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(container);
}

function showCurrentYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll<HTMLElement>(COPYRIGHT_YEAR_SELECTOR)) {
    const built = element.dataset.copyrightYear;
    if (built && built !== year) element.textContent = (element.textContent ?? '').replace(built, year);
  }
}

function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}

const storedLanguage = findStoredLanguageMismatch(language);
if (storedLanguage) {
  // The visitor chose another language earlier (kept in storage, which the server can't see).
  openInLanguage(storedLanguage, { replace: true });
} else {
  rememberLanguage(language);
  wirePickers();
  hydrateContactFormWhenNear();
  showCurrentYear();
  registerServiceWorker();
}
