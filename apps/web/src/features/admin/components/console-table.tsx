import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/class-names.ts';
import { CONSOLE_PAGE_SIZE } from '../api/site-admin-queries.ts';
import { SectionError, SectionLoading } from './section-states.tsx';

export type TConsoleColumn<TItem> = {
  key: string;
  header: ReactNode;
  headClassName?: string;
  cellClassName?: string;
  cell: (item: TItem) => ReactNode;
};

type TConsolePage<TItem> = { items: TItem[]; page: number; total: number };

export type TConsoleTableProps<TItem> = {
  query: UseQueryResult<TConsolePage<TItem>>;
  empty: { icon: LucideIcon; title: string; description: string };
  columns: TConsoleColumn<TItem>[];
  /** The buttons or menu of one item, in a last column without a visible heading. */
  actions?: (item: TItem) => ReactNode;
  /** What a phone shows of one item, as a card. */
  card: (item: TItem) => ReactNode;
  cardClassName?: string;
  paginationLabel: string;
  onPageChange: (page: number) => void;
  /** Names the table's scroll region, so the keyboard can reach it. */
  scrollLabel?: string;
  heightClassName?: string;
};

/**
 * One page of a console list: loading, failure and empty states, then a table from medium screens up and cards
 * below, with the pages under them.
 */
export function ConsoleTable<TItem extends { id: string }>({
  query,
  empty,
  columns,
  actions,
  card,
  cardClassName,
  paginationLabel,
  onPageChange,
  scrollLabel,
  heightClassName = 'max-h-[36rem]',
}: TConsoleTableProps<TItem>) {
  const { t } = useTranslation();
  if (query.isPending) return <SectionLoading />;
  if (query.isError) return <SectionError error={query.error} onRetry={() => void query.refetch()} />;
  const { items, page, total } = query.data;
  if (items.length === 0) {
    return <EmptyState icon={empty.icon} headingLevel="h3" title={empty.title} description={empty.description} />;
  }
  return (
    <div aria-busy={query.isFetching}>
      <Table containerClassName={cn('hidden md:block', heightClassName)} scrollLabel={scrollLabel}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.key} className={column.headClassName}>
                {column.header}
              </TableHead>
            ))}
            {actions ? (
              <TableHead>
                <span className="sr-only">{t('siteAdmin.actions')}</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              {columns.map((column) => (
                <TableCell key={column.key} className={column.cellClassName}>
                  {column.cell(item)}
                </TableCell>
              ))}
              {actions ? <TableCell className="w-px">{actions(item)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="grid gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className={cn('rounded-xl border bg-card p-4 shadow-xs dark:shadow-none', cardClassName)}>
            {card(item)}
          </li>
        ))}
      </ul>
      <Pagination
        label={paginationLabel}
        page={page}
        pageSize={CONSOLE_PAGE_SIZE}
        total={total}
        onPageChange={onPageChange}
      />
    </div>
  );
}
