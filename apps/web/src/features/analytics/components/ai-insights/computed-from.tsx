import type { TComputedFrom, TNarrativeSource } from '@rentwell/contracts/ai-insights';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../lib/formatters.ts';
import { dateTimeFormat } from '../../../../lib/localized-intl.ts';

/** "Computed from 12 properties, 340 payments and 85 expenses (period) at (time)", under every AI insight result. */
export function ComputedFrom({
  computedFrom,
  narrativeSource,
}: {
  computedFrom: TComputedFrom;
  narrativeSource?: TNarrativeSource;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const records = computedFrom.records.map(({ kind, count }) => t(`aiInsights.records.${kind}`, { count }));
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(records);
  const at = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(computedFrom.computedAt),
  );
  return (
    <p className="text-xs text-muted-foreground" data-testid="computed-from">
      {computedFrom.period
        ? t('aiInsights.computedFromPeriod', {
            records: list,
            from: format.date(computedFrom.period.from),
            to: format.date(computedFrom.period.to),
          })
        : t('aiInsights.computedFrom', { records: list })}{' '}
      <time dateTime={computedFrom.computedAt}>{t('aiInsights.computedAt', { at })}</time>
      {narrativeSource ? <> {t(`aiInsights.narrativeSource.${narrativeSource}`)}</> : null}
    </p>
  );
}
