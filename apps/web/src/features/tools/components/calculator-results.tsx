import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';

/** One computed figure; `isHeadline` makes it the large one people look for first. */
export type TResult = { label: string; value: string; isHeadline?: boolean; hint?: string; isNegative?: boolean };

export type TCalculatorResultsProps = {
  title: string;
  /** Null while a required field is empty or a field is invalid: the panel says what it waits for. */
  results: readonly TResult[] | null;
  /** Why there are no results (a rule across fields, such as a down payment above the price). */
  problem?: string | undefined;
  children?: ReactNode;
};

/** The results column of a calculator, announced politely as it updates. */
export function CalculatorResults({ title, results, problem, children }: TCalculatorResultsProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="grid content-start gap-4 rounded-xl border bg-muted/40 p-4 sm:p-5">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div aria-live="polite">
        {results ? (
          <dl className="grid grid-cols-1 gap-3 min-[26rem]:grid-cols-2">
            {results.map((result) => (
              <div
                key={result.label}
                className={cn(
                  'min-w-0 rounded-lg border bg-card p-3',
                  result.isHeadline && 'min-[26rem]:col-span-2 border-brand/30 bg-brand-soft/40',
                )}
              >
                <dt className="text-xs font-medium text-muted-foreground">{result.label}</dt>
                <dd
                  className={cn(
                    'mt-1 font-semibold tabular-nums break-words',
                    result.isHeadline ? 'text-2xl tracking-tight' : 'text-lg',
                    result.isNegative && 'text-danger',
                  )}
                >
                  {result.value}
                </dd>
                {result.hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{result.hint}</dd> : null}
              </div>
            ))}
          </dl>
        ) : (
          <p className={cn('text-sm', problem ? 'font-medium text-danger' : 'text-muted-foreground')}>
            {problem ?? t('tools.common.waiting')}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}
