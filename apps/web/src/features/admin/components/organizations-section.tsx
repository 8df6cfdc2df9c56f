import type { TOrganizationSummary } from '@rentwell/contracts/site-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { formatInstant } from '../../../lib/relative-time.ts';
import { organizationsQueryOptions, type TOrganizationFilters } from '../api/site-admin-queries.ts';
import { SearchField } from './console-filters.tsx';
import { ConsoleTable } from './console-table.tsx';
import { SectionHeader } from './section-states.tsx';

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
      <ConsoleTable
        query={organizations}
        empty={{
          icon: Building,
          title: t('siteAdmin.organizations.emptyTitle'),
          description: t('siteAdmin.organizations.emptyDescription'),
        }}
        columns={[
          {
            key: 'name',
            header: t('siteAdmin.organizations.name'),
            cellClassName: 'font-medium',
            cell: (organization) => (
              <>
                {organization.name}
                <MailBudgetHit at={organization.mailBudgetHitAt} />
              </>
            ),
          },
          {
            key: 'users',
            header: t('siteAdmin.organizations.users'),
            headClassName: 'text-end',
            cellClassName: 'text-end tabular-nums',
            cell: (organization) => format.number(organization.userCount),
          },
          {
            key: 'properties',
            header: t('siteAdmin.organizations.properties'),
            headClassName: 'text-end',
            cellClassName: 'text-end tabular-nums',
            cell: (organization) => format.number(organization.propertyCount),
          },
          {
            key: 'units',
            header: t('siteAdmin.organizations.units'),
            headClassName: 'text-end',
            cellClassName: 'text-end tabular-nums',
            cell: (organization) => format.number(organization.unitCount),
          },
          {
            key: 'currency',
            header: t('siteAdmin.organizations.currency'),
            cell: (organization) => organization.currency,
          },
          {
            key: 'created',
            header: t('siteAdmin.organizations.created'),
            cellClassName: 'whitespace-nowrap',
            cell: (organization) => format.date(organization.createdAt),
          },
        ]}
        actions={(organization) => showUsersButton(organization)}
        card={(organization) => (
          <>
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
          </>
        )}
        paginationLabel={t('siteAdmin.organizations.pagination')}
        onPageChange={(page) => setFilters({ ...filters, page })}
      />
    </section>
  );
}
