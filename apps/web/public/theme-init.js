// Applies the visitor's stored theme and display scale before the first paint, so a dark-mode user never sees a
// white flash. Kept as an external classic script because the Content-Security-Policy forbids inline scripts.
// The storage keys and values mirror src/lib/preferences.ts.
(() => {
  try {
    const root = document.documentElement;
    const theme = localStorage.getItem('rentwell.theme');
    const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (theme === 'dark' || (theme !== 'light' && prefersDark)) root.classList.add('dark');
    const scale = Number(localStorage.getItem('rentwell.displayScale'));
    if ([0.9, 1, 1.1, 1.25, 1.5].includes(scale)) root.style.fontSize = `${scale * 100}%`;
    // The document's language before the app starts, so the first paint's 'Loading application...' is in it: the
    // detector's order (src/i18n/language-detector.ts) of ?lng=, the i18next cookie, storage, then the browser. The
    // prerendered landing page keeps the language it was written in (its script reconciles a stored choice).
    if (document.currentScript?.hasAttribute('data-keep-language')) return;
    const cookie = document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/)?.[1];
    const candidates = [
      new URLSearchParams(location.search).get('lng'),
      cookie,
      localStorage.getItem('rentwell.language'),
      sessionStorage.getItem('rentwell.language'),
      ...navigator.languages,
    ];
    const language = candidates
      .map((candidate) => candidate?.slice(0, 2).toLowerCase())
      .find((candidate) => ['en', 'es', 'fr', 'he', 'sq'].includes(candidate));
    if (language) root.lang = language;
  } catch {
    // Storage can be unavailable (private mode, blocked storage): the app applies its defaults once it starts.
  }
})();
