import type en from './locales/en.json';

type TTopLevelKey = keyof typeof en;

/**
 * The messages split by area: each namespace holds top-level keys of the locale files that only some pages use,
 * loaded with those pages' code (the router lists each route's; `route-namespaces.test.ts` checks the lists against
 * the keys its components use). Every other key is in `translation`, which the shell and the components of every page
 * use and English bundles with the app's entry. Keys stay as they are: `t('siteAdmin.title')` finds its namespace
 * through i18next's `fallbackNS`.
 */
export const MESSAGE_NAMESPACES = {
  admin: ['siteAdmin', 'bootstrap'],
  analytics: ['analytics', 'aiInsights', 'maintenanceAnalysis'],
  auth: ['auth', 'passwordChange'],
  calendar: ['calendar'],
  dashboard: ['dashboard', 'tenantPortal'],
  documents: ['documents', 'signerRoles', 'signatureRequests', 'verifyDocument', 'documentPreview'],
  expenses: ['expenses'],
  landing: ['landing', 'contact'],
  maintenance: ['maintenance'],
  messages: ['messages'],
  notifications: ['notifications'],
  pages: ['pages'],
  payments: ['payments', 'financials', 'lateFees'],
  portfolios: ['portfolios', 'publicPortfolio'],
  posting: ['posting'],
  properties: ['properties', 'uploads', 'lightbox'],
  onlinePayments: ['tenantOnlinePayments'],
  rentMailings: ['rentMailings', 'overdueLetters'],
  rentPrediction: ['rentPrediction'],
  settings: ['settings'],
  shortTermRentals: ['shortTermRentals'],
  signing: ['signing'],
  tenants: ['tenants'],
  tools: ['tools'],
  users: ['users'],
  workflows: ['workflows'],
} as const satisfies Record<string, readonly TTopLevelKey[]>;

export type TMessageNamespace = keyof typeof MESSAGE_NAMESPACES;

/**
 * The namespaces of `/dashboard` (where sign-in and every home link land) that every audience's dashboard uses: its
 * route loads them and its route document (`vite-route-documents-plugin.ts`) preloads their English chunks; each
 * audience's dashboard loads the rest of its own.
 */
export const DASHBOARD_NAMESPACES = ['dashboard'] as const satisfies readonly TMessageNamespace[];

/** What the portfolio's dashboard (landlords, managers) shows beyond `DASHBOARD_NAMESPACES`: its cards' messages. */
export const PORTFOLIO_DASHBOARD_NAMESPACES = [
  'properties',
  'payments',
] as const satisfies readonly TMessageNamespace[];

export const DEFAULT_NAMESPACE = 'translation';

export const MESSAGE_NAMESPACE_NAMES = Object.keys(MESSAGE_NAMESPACES) as TMessageNamespace[];
