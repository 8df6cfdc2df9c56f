// A page's first Intl formatter loads the browser's formatting data, which takes tens of milliseconds. This classic
// script does it while the app's document waits for its stylesheet and modules, so the app's first render (which
// formats numbers, money and dates) does not pay for it. Kept external because the Content-Security-Policy forbids
// inline scripts.
try {
  new Intl.NumberFormat(navigator.language).format(1);
  new Intl.DateTimeFormat(navigator.language).format(0);
} catch {
  // A browser without Intl for that language: the app formats with its own fallbacks.
}
