import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { rentMailingsQueryOptions } from '../api/tenant-queries.ts';

const linkClass =
  'inline-flex items-center gap-1 rounded-sm text-xs font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** The rent notices and statements mailed, newest first, each downloadable as the PDF that was sent. */
export function RentMailingsList({ leaseId }: { leaseId?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const mailings = useQuery(rentMailingsQueryOptions(leaseId));
  if (mailings.isPending) return <Skeleton className="h-16 rounded-lg" />;
  if (mailings.isError) return <p className="text-sm text-danger">{getErrorMessage(t, mailings.error)}</p>;
  if (mailings.data.items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('rentMailings.history.none')}</p>;
  }
  return (
    <ul className="grid gap-2">
      {mailings.data.items.map((mailing) => {
        const month = format.month(mailing.month);
        const kind = t(`rentMailings.history.${mailing.kind}`);
        return (
          <li key={mailing.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{`${kind} · ${month}`}</p>
              <p className="text-xs text-muted-foreground">
                {t('rentMailings.history.sentOn', { date: format.dateTime(mailing.sentAt) })}
              </p>
            </div>
            <span className="tabular-nums">{format.money(mailing.totalMinor, mailing.currency)}</span>
            <a href={mailing.downloadUrl} download className={linkClass}>
              <Download className="size-3.5" aria-hidden="true" />
              {t('rentMailings.history.download')}
              <span className="sr-only">{`${kind} · ${month}`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function previousMonth(today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** The tenant picks a month and downloads that month's statement of the lease, as it stands now. */
export function StatementDownload({ leaseId }: { leaseId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('rentMailings.statementMonth')}
        </label>
        <Input id={inputId} type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
      </div>
      {valid ? (
        <a href={`/api/rent-mailings/leases/${leaseId}/statements/${month}`} download className={`${linkClass} pb-2`}>
          <Download className="size-3.5" aria-hidden="true" />
          {t('rentMailings.downloadStatement')}
        </a>
      ) : null}
    </div>
  );
}
