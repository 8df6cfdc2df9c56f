// Loads the browser's Intl data (tens of milliseconds) while the app's modules load, so the first render does not
// pay for it. Async and after the next frame: it delays neither the parser nor the first paint (decision 045).
// External because the Content-Security-Policy forbids inline scripts.
requestAnimationFrame(() => {
  setTimeout(() => {
    try {
      new Intl.NumberFormat(navigator.language).format(1);
      new Intl.DateTimeFormat(navigator.language).format(0);
    } catch {
      // A browser without Intl for that language: the app formats with its own fallbacks.
    }
  }, 0);
});
