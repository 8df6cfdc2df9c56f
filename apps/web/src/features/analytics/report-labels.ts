import type { TAnalyticsReportKind, TReportCell, TReportColumn } from '@rentwell/contracts/analytics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyCellKey } from './report-format.ts';

/**
 * Translations of keys that come from the server at run time: report column keys (`analytics.columns.<key>`) and
 * expense categories (`expenses.categories.<key>`). A key the locale does not know yet shows as it is.
 */
export function useReportLabels() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const translate = (key: string, fallback: string) =>
      i18n.exists(key) ? (t as unknown as (key: string) => string)(key) : fallback;
    return {
      column: (key: string) => translate(`analytics.columns.${key}`, key),
      category: (key: string) => translate(`expenses.categories.${key}`, key),
      /** The meaning of an empty cell of a report's column, if it has one. */
      empty: (kind: TAnalyticsReportKind) => (column: TReportColumn, row?: Record<string, TReportCell>) => {
        const key = emptyCellKey(kind, column.key, row);
        return key ? t(key) : undefined;
      },
      language: i18n.resolvedLanguage ?? 'en',
    };
  }, [t, i18n, i18n.resolvedLanguage]);
}
