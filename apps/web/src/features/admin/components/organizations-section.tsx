import type { TOrganizationSummary } from '@rentwell/contracts/site-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { formatInstant } from '../../../lib/relative-time.ts';
import { CONSOLE_PAGE_SIZE, organizationsQueryOptions, type TOrganizationFilters } from '../api/site-admin-queries.ts';
import { SearchField } from './console-filters.tsx';
import { SectionError, SectionHeader, SectionLoading } from './section-states.tsx';

/** Says when the organization last ran out of its invitation mail budget (a sign of mass mailing). */
function MailBudgetHit({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation();
  if (at === null) return null;
  return (
    <span className="block text-xs font-normal text-warning">
      {t('siteAdmin.organizations.mailBudgetHit', { when: formatInstant(at, i18n.resolvedLanguage ?? 'en') })}
    </span>
  );
}

export type TOrganizationsSectionProps = {
  /** Opens the users section filtered to this organization. */
  onShowUsers: (organization: Pick<TOrganizationSummary, 'id' | 'name'>) => void;
};

/** Every organization (a landlord's business) with how many users, properties and units it has. */
export function OrganizationsSection({ onShowUsers }: TOrganizationsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const format = useFormatters();
  const [filters, setFilters] = useState<TOrganizationFilters>({ page: 1 });
  const organizations = useQuery({ ...organizationsQueryOptions(filters), placeholderData: keepPreviousData });

  let content: ReactNode;
  if (organizations.isPending) {
    content = <SectionLoading />;
  } else if (organizations.isError) {
    content = <SectionError error={organizations.error} onRetry={() => void organizations.refetch()} />;
  } else if (organizations.data.items.length === 0) {
    content = (
      <EmptyState
        icon={Building}
        headingLevel="h3"
        title={t('siteAdmin.organizations.emptyTitle')}
        description={t('siteAdmin.organizations.emptyDescription')}
      />
    );
  } else {
    const items = organizations.data.items;
    const showUsersButton = (organization: TOrganizationSummary, className?: string) => (
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => onShowUsers(organization)}
        aria-label={t('siteAdmin.organizations.showUsersOf', { name: organization.name })}
      >
        <Users aria-hidden="true" />
        {t('siteAdmin.organizations.showUsers')}
      </Button>
    );
    content = (
      <div aria-busy={organizations.isFetching}>
        <Table containerClassName="hidden max-h-[36rem] md:block">
          <TableHeader>
            <TableRow>
              <TableHead>{t('siteAdmin.organizations.name')}</TableHead>
              <TableHead className="text-end">{t('siteAdmin.organizations.users')}</TableHead>
              <TableHead className="text-end">{t('siteAdmin.organizations.properties')}</TableHead>
              <TableHead className="text-end">{t('siteAdmin.organizations.units')}</TableHead>
              <TableHead>{t('siteAdmin.organizations.currency')}</TableHead>
              <TableHead>{t('siteAdmin.organizations.created')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('siteAdmin.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((organization) => (
              <TableRow key={organization.id}>
                <TableCell className="font-medium">
                  {organization.name}
                  <MailBudgetHit at={organization.mailBudgetHitAt} />
                </TableCell>
                <TableCell className="text-end tabular-nums">{format.number(organization.userCount)}</TableCell>
                <TableCell className="text-end tabular-nums">{format.number(organization.propertyCount)}</TableCell>
                <TableCell className="text-end tabular-nums">{format.number(organization.unitCount)}</TableCell>
                <TableCell>{organization.currency}</TableCell>
                <TableCell className="whitespace-nowrap">{format.date(organization.createdAt)}</TableCell>
                <TableCell className="w-px">{showUsersButton(organization)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ul className="grid gap-3 md:hidden">
          {items.map((organization) => (
            <li key={organization.id} className="rounded-xl border bg-card p-4 shadow-xs dark:shadow-none">
              <p className="font-medium">{organization.name}</p>
              <MailBudgetHit at={organization.mailBudgetHitAt} />
              <p className="text-xs text-muted-foreground">
                {organization.currency} · {format.date(organization.createdAt)}
              </p>
              <dl className="mt-3 grid grid-cols-3 gap-2 border-t pt-3 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">{t('siteAdmin.organizations.users')}</dt>
                  <dd className="tabular-nums">{format.number(organization.userCount)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('siteAdmin.organizations.properties')}</dt>
                  <dd className="tabular-nums">{format.number(organization.propertyCount)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('siteAdmin.organizations.units')}</dt>
                  <dd className="tabular-nums">{format.number(organization.unitCount)}</dd>
                </div>
              </dl>
              {showUsersButton(organization, 'mt-3 w-full')}
            </li>
          ))}
        </ul>
        <Pagination
          label={t('siteAdmin.organizations.pagination')}
          page={organizations.data.page}
          pageSize={CONSOLE_PAGE_SIZE}
          total={organizations.data.total}
          onPageChange={(page) => setFilters({ ...filters, page })}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={t('siteAdmin.organizations.title')}
        description={t('siteAdmin.organizations.description')}
      >
        <SearchField
          label={t('siteAdmin.organizations.search')}
          placeholder={t('siteAdmin.organizations.searchPlaceholder')}
          value={filters.search}
          onChange={(search) => setFilters({ search, page: 1 })}
        />
      </SectionHeader>
      {content}
    </section>
  );
}
