import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SheetSection } from '../../../components/sheet-section.tsx';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';

/** The overdue letters sent to the lease's tenant, newest first: the tenancy's history of reminders. */
export function LeaseOverdueLetters({ leaseId }: { leaseId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const letters = useQuery({
    queryKey: ['overdue-letters', 'lease', leaseId],
    queryFn: ({ signal }) =>
      callApi(api['overdue-letters'].leases[':leaseId'].$get({ param: { leaseId } }, withSignal(signal))),
  });
  return (
    <SheetSection title={t('tenants.lease.overdueLetters')}>
      {letters.isError ? (
        <p className="text-sm text-danger">{getErrorMessage(t, letters.error)}</p>
      ) : !letters.data ? (
        <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
      ) : letters.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('tenants.lease.noOverdueLetters')}</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {letters.data.items.map((letter) => (
            <li key={letter.id} className="rounded-lg border p-3">
              <div className="font-medium">
                {t(`tenants.lease.overdueLetterStages.${letter.stage}`)} ·{' '}
                {format.money(letter.overdueMinor, letter.currency)}
              </div>
              <div className="text-muted-foreground">
                {t('tenants.lease.overdueLetterSent', {
                  date: format.date(letter.sentAt.slice(0, 10)),
                  dueDate: format.date(letter.dueDate),
                  count: letter.daysOverdue,
                })}
              </div>
            </li>
          ))}
        </ol>
      )}
    </SheetSection>
  );
}
