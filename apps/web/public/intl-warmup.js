// A page's first Intl formatter loads the browser's formatting data, which takes tens of milliseconds. This script
// does it while the app's modules are still loading, so the app's first render (which formats numbers, money and
// dates) does not pay for it. It is async and waits for the next frame to be painted, so it delays neither the parser
// nor the loading screen's first paint (decision 045). Kept external because the Content-Security-Policy forbids
// inline scripts.
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
