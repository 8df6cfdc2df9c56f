export type TDateFormat = { format: (date: Date) => string; formatRange: (start: Date, end: Date) => string };
export type TCurrencyNames = { of: (code: string) => string | undefined };

type TAlbanianFormats = typeof import('./albanian-date-format.ts');

/** Albanian names, once loaded: only an Albanian interface loads them (`loadAlbanianFormats`). */
let albanianFormats: TAlbanianFormats | undefined;
let albanianFormatsLoaded: Promise<void> | undefined;

/**
 * Loads the Albanian month, weekday and currency names that runtimes without Albanian `Intl` data (Chromium) lack.
 * The interface loads them with its Albanian messages, so that they are there before anything renders in Albanian.
 */
export function loadAlbanianFormats(): Promise<void> {
  albanianFormatsLoaded ??= import('./albanian-date-format.ts').then(
    ({ albanianDateFormat, albanianCurrencyNames }) => {
      albanianFormats = { albanianDateFormat, albanianCurrencyNames };
    },
  );
  return albanianFormatsLoaded;
}

/** Albanian is asked for, the runtime has no Albanian data for this kind of `Intl` service, and the names are loaded. */
function bundledAlbanian(
  language: string | undefined,
  supportedLocalesOf: (locales: string[]) => string[],
): TAlbanianFormats | undefined {
  if (language?.split('-')[0] !== 'sq' || supportedLocalesOf([language]).length > 0) return undefined;
  return albanianFormats;
}

/** `Intl.DateTimeFormat` in the interface language, with bundled Albanian names where the runtime has none. */
export function dateTimeFormat(language: string | undefined, options: Intl.DateTimeFormatOptions): TDateFormat {
  const albanian = bundledAlbanian(language, (locales) => Intl.DateTimeFormat.supportedLocalesOf(locales));
  return albanian ? albanian.albanianDateFormat(options) : new Intl.DateTimeFormat(language, options);
}

/** Currency names ('Euroja') in the interface language, else English, else the code. */
export function currencyNames(language: string): TCurrencyNames {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'currency', fallback: 'code' });
  const albanian = bundledAlbanian(language, (locales) => Intl.DisplayNames.supportedLocalesOf(locales));
  return albanian ? albanian.albanianCurrencyNames(names) : names;
}
