/**
 * Albanian month, weekday, day-period and currency names (CLDR), for browsers that ship no Albanian `Intl` data:
 * Chromium builds have none.
 */
export const ALBANIAN_NAMES = {
  /** January first. */
  months: {
    long: [
      'janar',
      'shkurt',
      'mars',
      'prill',
      'maj',
      'qershor',
      'korrik',
      'gusht',
      'shtator',
      'tetor',
      'nëntor',
      'dhjetor',
    ],
    short: ['jan', 'shk', 'mar', 'pri', 'maj', 'qer', 'korr', 'gush', 'sht', 'tet', 'nën', 'dhj'],
  },
  /** Sunday first, as `Date#getUTCDay` counts. */
  weekdays: {
    long: ['e diel', 'e hënë', 'e martë', 'e mërkurë', 'e enjte', 'e premte', 'e shtunë'],
    short: ['die', 'hën', 'mar', 'mër', 'enj', 'pre', 'sht'],
    narrow: ['d', 'h', 'm', 'm', 'e', 'p', 'sh'],
  },
  dayPeriods: { am: 'p.d.', pm: 'm.d.' },
  /** The currencies the app offers first (settings, the demo). */
  currencies: {
    ALL: 'Leku shqiptar',
    AUD: 'Dollari australian',
    CAD: 'Dollari kanadez',
    CHF: 'Franga zvicerane',
    EUR: 'Euroja',
    GBP: 'Sterlina britanike',
    ILS: 'Shekeli izraelit',
    JPY: 'Jeni japonez',
    MXN: 'Pesoja meksikane',
    USD: 'Dollari amerikan',
  } as Record<string, string>,
} as const;
