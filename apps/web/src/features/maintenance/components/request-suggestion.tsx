import type { TMaintenanceSuggestion } from '@rentwell/contracts/maintenance-analysis';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

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
            <span className="text-muted-foreground">{t('maintenanceAnalysis.suggestion.hint')}</span>
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
