import type { TAuditEvent } from '@rentwell/contracts/audit';
import { ROLE_OPTIONS } from '@rentwell/contracts/role-options';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ScrollText } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact } from '../../../components/card-fact.tsx';
import { LabelledSelect } from '../../../components/labelled-select.tsx';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { LoadingPlaceholders } from '../../../components/loading-placeholders.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useNow } from '../../../lib/relative-time.ts';
import { AUDIT_PAGE_SIZE, auditLogQueryOptions, type TAuditFilters } from '../api/user-queries.ts';
import { AUDIT_ACTION_LABEL_KEYS, AUDIT_ENTITY_LABEL_KEYS, AUDIT_FILTER_ENTITY_TYPES } from '../audit-labels.ts';

const ALL = 'all';

/** An action in words; one written before it had a label shows as recorded. */
function actionLabel(t: TFunction, action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABEL_KEYS, action)
    ? t(`users.audit.actions.${AUDIT_ACTION_LABEL_KEYS[action as keyof typeof AUDIT_ACTION_LABEL_KEYS]}`)
    : action;
}

function entityLabel(t: TFunction, entityType: string): string {
  return Object.hasOwn(AUDIT_ENTITY_LABEL_KEYS, entityType)
    ? t(`users.audit.entities.${AUDIT_ENTITY_LABEL_KEYS[entityType as keyof typeof AUDIT_ENTITY_LABEL_KEYS]}`)
    : entityType;
}

/** A role or a status from the event's details, in words when it is one we know. */
function valueLabel(t: TFunction, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if ((ROLE_OPTIONS as readonly string[]).includes(value)) return t(`roles.${value as (typeof ROLE_OPTIONS)[number]}`);
  if (['pending_confirmation', 'confirmed', 'rejected', 'paid', 'pending', 'overdue'].includes(value)) {
    return t(`status.${value as 'confirmed'}`);
  }
  return value;
}

/** One line on what changed: 'Tenant → Maintenance', the new user's name and role, the deleted user's name. */
export function detailsSummary(t: TFunction, event: Pick<TAuditEvent, 'details'>): string | null {
  const details = event.details;
  if (!details) return null;
  const from = valueLabel(t, details.from);
  const to = valueLabel(t, details.to);
  if (from && to) return t('users.audit.change', { from, to });
  const role = valueLabel(t, details.role);
  const named = [typeof details.name === 'string' ? details.name : null, role].filter((part) => part !== null);
  return named.length > 0 ? named.join(' · ') : null;
}

function EventEntity({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation();
  const summary = detailsSummary(t, event);
  return (
    <span className="grid">
      <span>{entityLabel(t, event.entityType)}</span>
      {summary ? <span className="text-xs text-muted-foreground">{summary}</span> : null}
    </span>
  );
}

/** Where the change came from: the address in monospace, or 'Unknown' in words. */
function Address({ ipAddress }: { ipAddress: string | null }) {
  const { t } = useTranslation();
  return ipAddress ? <span className="font-mono">{ipAddress}</span> : t('users.audit.unknownAddress');
}

export type TAuditLogPanelProps = { filters: TAuditFilters; onChange: (filters: TAuditFilters) => void };

/** Who did what, when and from where in the organization: accounts, roles, currency, payments, leases, expenses. */
export function AuditLogPanel({ filters, onChange }: TAuditLogPanelProps) {
  const { t } = useTranslation();
  const entityId = useId();
  const now = useNow();
  const events = useQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });

  let content: ReactNode;
  if (events.isPending) {
    content = <LoadingPlaceholders count={5} className="grid gap-2" itemClassName="h-12 rounded-xl" />;
  } else if (events.isError) {
    content = (
      <LoadFailedState title={t('users.audit.loadFailed')} error={events.error} onRetry={() => void events.refetch()} />
    );
  } else if (events.data.items.length === 0) {
    content = (
      <EmptyState
        icon={ScrollText}
        headingLevel="h3"
        title={t('users.audit.emptyTitle')}
        description={t('users.audit.emptyDescription')}
      />
    );
  } else {
    const items = events.data.items;
    content = (
      <div aria-busy={events.isFetching} className={events.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
        <Table containerClassName="hidden max-h-[40rem] md:block" scrollLabel={t('users.audit.title')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('users.audit.when')}</TableHead>
              <TableHead>{t('users.audit.who')}</TableHead>
              <TableHead>{t('users.audit.action')}</TableHead>
              <TableHead>{t('users.audit.entity')}</TableHead>
              <TableHead>{t('users.audit.fromWhere')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((event) => (
              <TableRow key={event.id}>
                <TableCell className="whitespace-nowrap">
                  <TimeAgo instant={event.occurredAt} now={now} showAbsolute />
                </TableCell>
                <TableCell>{event.actor?.name ?? t('users.audit.system')}</TableCell>
                <TableCell className="font-medium">{actionLabel(t, event.action)}</TableCell>
                <TableCell>
                  <EventEntity event={event} />
                </TableCell>
                <TableCell className="text-xs whitespace-nowrap text-muted-foreground">
                  <Address ipAddress={event.ipAddress} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ul className="grid gap-3 md:hidden">
          {items.map((event) => (
            <li key={event.id} className="rounded-xl border bg-card p-4 text-sm shadow-xs dark:shadow-none">
              <p className="font-medium">{actionLabel(t, event.action)}</p>
              <div className="mt-1 text-muted-foreground">
                <EventEntity event={event} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t pt-3">
                <CardFact label={t('users.audit.who')}>{event.actor?.name ?? t('users.audit.system')}</CardFact>
                <CardFact label={t('users.audit.when')}>
                  <TimeAgo instant={event.occurredAt} now={now} showAbsolute />
                </CardFact>
                <CardFact label={t('users.audit.fromWhere')} className="col-span-2" valueClassName="text-xs">
                  <Address ipAddress={event.ipAddress} />
                </CardFact>
              </dl>
            </li>
          ))}
        </ul>
        <Pagination
          label={t('users.audit.pagination')}
          page={events.data.page}
          pageSize={AUDIT_PAGE_SIZE}
          total={events.data.total}
          onPageChange={(page) => onChange({ ...filters, page })}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={`${entityId}-heading`}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${entityId}-heading`} className="text-base font-semibold tracking-tight">
            {t('users.audit.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('users.audit.description')}</p>
        </div>
        <LabelledSelect
          className="sm:w-56"
          label={t('users.audit.entityFilter')}
          value={filters.entityType ?? ALL}
          options={[
            { value: ALL, label: t('users.audit.allEntities') },
            ...AUDIT_FILTER_ENTITY_TYPES.map((type) => ({
              value: type,
              label: t(`users.audit.entityFilters.${type}`),
            })),
          ]}
          onChange={(value) =>
            onChange({ entityType: AUDIT_FILTER_ENTITY_TYPES.find((type) => type === value), page: 1 })
          }
        />
      </div>
      {content}
    </section>
  );
}
