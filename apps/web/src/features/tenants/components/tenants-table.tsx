import type { TLease } from '@rentwell/contracts/leases';
import { ChevronRight, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/class-names.ts';
import { type TFormatters, useFormatters } from '../../../lib/formatters.ts';

export type TTenantsTableProps = { leases: readonly TLease[]; onOpenLease: (leaseId: string) => void };

function Balance({ lease, format }: { lease: TLease; format: TFormatters }) {
  const { t } = useTranslation();
  const { owedMinor, creditMinor } = lease.balance;
  const isOwed = owedMinor > 0;
  return (
    <span className="inline-flex flex-col">
      <span className={cn('tabular-nums', isOwed ? 'font-semibold text-danger' : 'text-muted-foreground')}>
        {format.money(owedMinor, lease.currency)}
        {isOwed ? <span className="sr-only"> ({t('tenants.table.balanceOwed')})</span> : null}
      </span>
      {creditMinor > 0 ? (
        <span className="text-xs text-muted-foreground tabular-nums">
          {t('tenants.table.paidAhead', { amount: format.money(creditMinor, lease.currency) })}
        </span>
      ) : null}
    </span>
  );
}

function TenantName({ lease, onOpen }: { lease: TLease; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="rounded-sm text-start font-medium hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {lease.tenant?.name ?? t('tenants.noTenant')}
    </button>
  );
}

/** The tenants table: one row per lease. Below `md` the rows stack as cards. */
export function TenantsTable({ leases, onOpenLease }: TTenantsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <Table containerClassName="hidden max-h-[40rem] md:block">
        <TableHeader>
          <TableRow>
            <TableHead>{t('tenants.table.tenant')}</TableHead>
            <TableHead>{t('tenants.table.unit')}</TableHead>
            <TableHead>{t('tenants.table.lease')}</TableHead>
            <TableHead className="text-end">{t('tenants.table.rent')}</TableHead>
            <TableHead>{t('tenants.table.status')}</TableHead>
            <TableHead className="text-end">{t('tenants.table.balance')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('tenants.table.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {leases.map((lease) => (
            <TableRow key={lease.id}>
              <TableCell>
                <TenantName lease={lease} onOpen={() => onOpenLease(lease.id)} />
                {lease.tenant ? (
                  <div className="mt-0.5 grid text-xs text-muted-foreground">
                    <span className="truncate">{lease.tenant.email}</span>
                    {lease.tenant.phone ? <span>{lease.tenant.phone}</span> : null}
                  </div>
                ) : null}
              </TableCell>
              <TableCell>
                <div>{lease.property.name}</div>
                <div className="text-xs text-muted-foreground">{t('common.unitLabel', { unit: lease.unit.label })}</div>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <div>{format.date(lease.startDate)}</div>
                <div className="text-xs text-muted-foreground">
                  {t('tenants.until', { date: format.date(lease.terminatedOn ?? lease.endDate) })}
                </div>
              </TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {format.money(lease.monthlyRentMinor, lease.currency)}
              </TableCell>
              <TableCell>
                <StatusBadge status={lease.status} />
              </TableCell>
              <TableCell className="text-end whitespace-nowrap">
                <Balance lease={lease} format={format} />
              </TableCell>
              <TableCell className="w-px">
                <button
                  type="button"
                  onClick={() => onOpenLease(lease.id)}
                  className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={t('tenants.viewLease', { name: lease.tenant?.name ?? lease.unit.label })}
                >
                  <ChevronRight className="size-4" aria-hidden="true" />
                </button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <ul className="grid gap-3 md:hidden">
        {leases.map((lease) => (
          <li key={lease.id} className="rounded-xl border bg-card p-4 shadow-xs dark:shadow-none">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <TenantName lease={lease} onOpen={() => onOpenLease(lease.id)} />
                <p className="mt-0.5 text-sm text-muted-foreground">
                  {lease.property.name} · {t('common.unitLabel', { unit: lease.unit.label })}
                </p>
              </div>
              <StatusBadge status={lease.status} />
            </div>
            {lease.tenant ? (
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span className="inline-flex min-w-0 items-center gap-1">
                  <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{lease.tenant.email}</span>
                </span>
                {lease.tenant.phone ? (
                  <span className="inline-flex items-center gap-1">
                    <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                    {lease.tenant.phone}
                  </span>
                ) : null}
              </div>
            ) : null}
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t pt-3 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">{t('tenants.table.lease')}</dt>
                <dd>
                  {t('tenants.dateRange', {
                    start: format.date(lease.startDate),
                    end: format.date(lease.terminatedOn ?? lease.endDate),
                  })}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('tenants.table.rent')}</dt>
                <dd className="tabular-nums">{format.money(lease.monthlyRentMinor, lease.currency)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('tenants.table.balance')}</dt>
                <dd>
                  <Balance lease={lease} format={format} />
                </dd>
              </div>
              {lease.nextDueDate ? (
                <div>
                  <dt className="text-xs text-muted-foreground">{t('tenants.table.nextDue')}</dt>
                  <dd>{format.date(lease.nextDueDate)}</dd>
                </div>
              ) : null}
            </dl>
            <Button variant="outline" size="sm" className="mt-3 w-full" onClick={() => onOpenLease(lease.id)}>
              {t('tenants.openLease')}
              <ChevronRight aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
