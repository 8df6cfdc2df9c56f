import type en from './locales/en.json';

type TTopLevelKey = keyof typeof en;

/**
 * The messages split by area: each namespace holds the top-level keys of the locale files that only its pages use,
 * loaded with those pages' code (see the router). Every other key is in `translation`, which the shell and the shared
 * components use and English bundles with the app's entry. Keys stay as they are: `t('siteAdmin.title')` finds its
 * namespace through i18next's `fallbackNS`.
 */
export const MESSAGE_NAMESPACES = {
  admin: ['siteAdmin', 'bootstrap'],
  analytics: ['analytics', 'aiInsights', 'maintenanceAnalysis'],
  documents: ['signatureRequests', 'verifyDocument', 'documentPreview'],
  expenses: ['expenses'],
  landing: ['landing', 'contact'],
  portfolios: ['portfolios', 'publicPortfolio'],
  posting: ['posting'],
  rentPrediction: ['rentPrediction'],
  settings: ['settings'],
  shortTermRentals: ['shortTermRentals'],
  tools: ['tools'],
  users: ['users'],
  workflows: ['workflows'],
} as const satisfies Record<string, readonly TTopLevelKey[]>;

export type TMessageNamespace = keyof typeof MESSAGE_NAMESPACES;

export const DEFAULT_NAMESPACE = 'translation';

export const MESSAGE_NAMESPACE_NAMES = Object.keys(MESSAGE_NAMESPACES) as TMessageNamespace[];
