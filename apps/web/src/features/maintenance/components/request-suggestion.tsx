import type { TMaintenanceSuggestion } from '@rentwell/contracts/maintenance-analysis';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useFormatters } from '../../../lib/formatters.ts';

/** The words the suggestion was read from; a safety hazard's words say the urgency is never below high. */
function SuggestionReasons({ suggestion }: { suggestion: TMaintenanceSuggestion }) {
  const { t } = useTranslation();
  const quoted = (words: string[]) => words.map((word) => `“${word}”`).join(', ');
  if (suggestion.safetyHazard) {
    return (
      <span className="block font-medium text-danger">
        {t('maintenanceAnalysis.suggestion.safety', { words: quoted(suggestion.priorityEvidence) })}
      </span>
    );
  }
  const words = [...new Set([...suggestion.categoryEvidence, ...suggestion.priorityEvidence])];
  if (words.length === 0)
    return <span className="block text-muted-foreground">{t('maintenanceAnalysis.suggestion.hint')}</span>;
  return (
    <span className="block text-muted-foreground">
      {t('maintenanceAnalysis.suggestion.because', { words: quoted(words) })}
    </span>
  );
}

/**
 * "Suggested: Plumbing · High" under the request's text, with 'Apply' filling the category and priority; shown while
 * the suggestion differs from what is chosen.
 */
export function RequestSuggestion({
  suggestion,
  category,
  priority,
  onApply,
  disabled,
}: {
  suggestion: TMaintenanceSuggestion | null;
  category: string;
  priority: string;
  onApply: (suggestion: TMaintenanceSuggestion) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const differs = suggestion && (suggestion.category !== category || suggestion.priority !== priority);
  return (
    <div aria-live="polite" className="sm:col-span-2 empty:hidden">
      {suggestion && differs ? (
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-dashed px-3 py-2 text-sm"
          data-testid="request-suggestion"
        >
          <Sparkles className="size-4 shrink-0 text-brand" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-medium">
              {t('maintenanceAnalysis.suggestion.label', {
                category: t(`maintenance.categories.${suggestion.category}`),
                priority: t(`status.${suggestion.priority}`),
              })}
            </span>{' '}
            <span className="text-muted-foreground">
              {t('maintenanceAnalysis.suggestion.confidence', {
                category: format.percent(suggestion.categoryConfidence),
                priority: format.percent(suggestion.priorityConfidence),
              })}
            </span>
            <SuggestionReasons suggestion={suggestion} />
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="ms-auto"
            disabled={disabled}
            aria-label={t('maintenanceAnalysis.suggestion.applyLabel')}
            onClick={() => onApply(suggestion)}
          >
            {t('maintenanceAnalysis.suggestion.apply')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
