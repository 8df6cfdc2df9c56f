import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { useFormatters } from '../lib/formatters.ts';
import { Button } from './ui/button.tsx';

export type TPaginationProps = {
  /** What is paged, for assistive technology: 'Pages of users'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  className?: string;
};

/** "Showing 26–50 of 212" with previous and next page buttons, under a list the server pages. */
export function Pagination({ label, page, pageSize, total, onPageChange, className }: TPaginationProps) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      className={cn('mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row', className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('pagination.showing', {
          first: formatters.number(first),
          last: formatters.number(last),
          total: formatters.number(total),
        })}
      </p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('pagination.previous')}
          </Button>
          <span className="px-1 text-sm whitespace-nowrap tabular-nums">
            {t('pagination.page', { page: formatters.number(page), pages: formatters.number(pageCount) })}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            {t('pagination.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
