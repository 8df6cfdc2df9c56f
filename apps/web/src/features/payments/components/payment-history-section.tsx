import type { TRentMailingKind } from '@rentwell/contracts/rent-mailings';
import { hasPermission } from '@rentwell/domain/role-permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, FileText, Mail, ReceiptText, SearchX, ServerCrash } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { chargeListQueryOptions, type TChargeFilters } from '../api/payment-queries.ts';
import { ChargesTable } from './charges-table.tsx';
import { OverdueLettersButton } from './overdue-letters-dialog.tsx';
import { PaymentFilters } from './payment-filters.tsx';
import { PendingOnlinePayments } from './pending-online-payments.tsx';
import { RentMailingDialog } from './rent-mailing-dialog.tsx';

const PAGE_SIZE = 25;

/** The payment history of `/financials`: rent charges filtered by property, tenant, status and period. */
export function PaymentHistorySection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { role } = useAuth();
  const [filters, setFilters] = useState<TChargeFilters>({});
  const [page, setPage] = useState(1);
  const [mailing, setMailing] = useState<TRentMailingKind | null>(null);
  const charges = useQuery({ ...chargeListQueryOptions(filters, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const isFiltered = Object.values(filters).some(Boolean);
  const pageCount = charges.data ? Math.max(1, Math.ceil(charges.data.total / PAGE_SIZE)) : 1;

  const changeFilters = (next: TChargeFilters) => {
    setFilters(next);
    setPage(1);
  };

  let content: ReactNode;
  if (charges.isPending) {
    content = (
      <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else if (charges.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        headingLevel="h3"
        title={t('payments.loadFailed')}
        description={getErrorMessage(t, charges.error)}
        action={
          <Button variant="outline" onClick={() => void charges.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (charges.data.items.length === 0) {
    content = isFiltered ? (
      <EmptyState
        icon={SearchX}
        headingLevel="h3"
        title={t('payments.noMatchesTitle')}
        description={t('payments.noMatchesDescription')}
        action={
          <Button variant="outline" onClick={() => changeFilters({})}>
            {t('payments.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={ReceiptText}
        headingLevel="h3"
        title={t('payments.emptyTitle')}
        description={t('payments.emptyDescription')}
      />
    );
  } else {
    content = (
      <div aria-busy={charges.isFetching} className={charges.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
        <ChargesTable charges={charges.data.items} />
        {pageCount > 1 ? (
          <nav
            aria-label={t('payments.pagination.label')}
            className="mt-3 flex items-center justify-between gap-3 text-sm text-muted-foreground"
          >
            <span>{t('payments.pagination.page', { page: format.number(page), pages: format.number(pageCount) })}</span>
            <span className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                {t('payments.pagination.previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                {t('payments.pagination.next')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </span>
          </nav>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="payment-history-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="payment-history-heading" className="text-lg font-semibold tracking-tight">
            {t('payments.historyTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('payments.historyDescription')}</p>
        </div>
        {role !== null && hasPermission(role, 'payments:manage') ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setMailing('rent_notice')}>
              <Mail aria-hidden="true" />
              {t('rentMailings.rent_notice.open')}
            </Button>
            <Button variant="outline" onClick={() => setMailing('statement')}>
              <FileText aria-hidden="true" />
              {t('rentMailings.statement.open')}
            </Button>
            <OverdueLettersButton />
          </div>
        ) : null}
      </div>
      <RentMailingDialog
        kind={mailing ?? 'rent_notice'}
        open={mailing !== null}
        onOpenChange={(open) => {
          if (!open) setMailing(null);
        }}
      />
      <PendingOnlinePayments />
      <PaymentFilters filters={filters} onChange={changeFilters} />
      {content}
    </section>
  );
}
