import type { TPropertyDetail, TUnit } from '@rentwell/contracts/properties';
import { minorToMajor } from '@rentwell/domain/money';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  Ban,
  Building2,
  DoorOpen,
  FileText,
  LayoutGrid,
  Pencil,
  Percent,
  Plus,
  ServerCrash,
  Trash2,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { currencyNames, dateTimeFormat } from '../../../lib/localized-intl.ts';
import { toast } from '../../../lib/toast.ts';
import { useShortTermRentalMode } from '../../../lib/use-short-term-rental-mode.ts';
import { useRemoveUnit } from '../api/property-mutations.ts';
import { propertyQueryOptions } from '../api/property-queries.ts';
import { DeletePropertyDialog } from '../components/delete-property-dialog.tsx';
import { PropertyFormDialog } from '../components/property-form-dialog.tsx';
import { PropertyGallery } from '../components/property-gallery.tsx';
import { UnitFormDialog } from '../components/unit-form-dialog.tsx';
import { UnitsTable } from '../components/units-table.tsx';

function BackToProperties() {
  const { t } = useTranslation();
  return (
    <Button variant="link" size="sm" asChild className="mb-3 text-muted-foreground hover:text-foreground">
      <Link to="/properties">
        <ArrowLeft aria-hidden="true" />
        {t('pages.propertyDetail.backToProperties')}
      </Link>
    </Button>
  );
}

function Figure({ label, value, icon: Icon }: { label: string; value: string; icon: typeof Users }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
        <Icon className="size-[1.125rem]" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-xs text-muted-foreground">{label}</span>
        <span className="block text-lg font-semibold tabular-nums">{value}</span>
      </span>
    </Card>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function PropertyDetailsCard({ property }: { property: TPropertyDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const countryName = new Intl.DisplayNames(language ? [language, 'en'] : ['en'], { type: 'region' });
  const currencyName = currencyNames(language ?? 'en');
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: property.currency });
  const dates = dateTimeFormat(language, { dateStyle: 'medium' });
  const missing = <span className="text-muted-foreground">—</span>;
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle>{t('properties.details.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <DetailRow label={t('properties.form.type')}>{t(`properties.types.${property.type}`)}</DetailRow>
          <DetailRow label={t('properties.form.address')}>
            {property.address}
            <br />
            {[[property.city, property.state].filter(Boolean).join(', '), property.zipCode].filter(Boolean).join(' ')}
          </DetailRow>
          <DetailRow label={t('properties.form.country')}>
            {countryName.of(property.country) ?? property.country}
          </DetailRow>
          <DetailRow label={t('properties.form.currency')}>
            {`${property.currency} · ${currencyName.of(property.currency) ?? ''}`}
          </DetailRow>
          <DetailRow label={t('properties.form.yearBuilt')}>{property.yearBuilt ?? missing}</DetailRow>
          <DetailRow label={t('properties.details.purchasePrice')}>
            {property.purchasePriceMinor === null
              ? missing
              : money.format(minorToMajor(property.purchasePriceMinor, property.currency))}
          </DetailRow>
          <DetailRow label={t('properties.details.added')}>{dates.format(new Date(property.createdAt))}</DetailRow>
          {property.notes ? (
            <DetailRow label={t('properties.form.notes')}>
              <span className="whitespace-pre-line">{property.notes}</span>
            </DetailRow>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The next free numeric label ("13" after "1".."12"), for a new unit. */
function nextUnitLabel(units: readonly TUnit[]): string {
  const numbers = units.map((unit) => Number(unit.label)).filter((value) => Number.isInteger(value));
  return String(numbers.length > 0 ? Math.max(...numbers) + 1 : units.length + 1);
}

function PropertyOverview({ property }: { property: TPropertyDetail }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const { occupancy } = property;
  const [unitDialog, setUnitDialog] = useState<{ unit?: TUnit } | null>(null);
  const [removing, setRemoving] = useState<TUnit | null>(null);
  const removeUnit = useRemoveUnit(property.id);

  return (
    <div className="grid gap-6">
      <section aria-label={t('properties.details.figuresLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t('properties.units')} value={formatters.number(occupancy.totalUnits)} icon={LayoutGrid} />
        <Figure label={t('properties.occupied')} value={formatters.number(occupancy.occupiedUnits)} icon={Users} />
        <Figure label={t('properties.vacant')} value={formatters.number(occupancy.vacantUnits)} icon={DoorOpen} />
        <Figure label={t('properties.unavailable')} value={formatters.number(occupancy.unavailableUnits)} icon={Ban} />
        <Figure
          label={t('properties.occupancy')}
          value={occupancy.occupancyRate === null ? '—' : formatters.percent(occupancy.occupancyRate)}
          icon={Percent}
        />
        <Figure
          label={t('properties.activeLeases')}
          value={formatters.number(property.activeLeaseCount)}
          icon={FileText}
        />
        <p className="col-span-full text-xs text-muted-foreground">
          {t('properties.occupancyRule', {
            occupied: formatters.number(occupancy.occupiedUnits),
            available: formatters.number(occupancy.availableUnits),
          })}
        </p>
      </section>

      <section aria-labelledby="units-heading" className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="units-heading" className="text-base font-semibold">
            {t('properties.unitsTitle')}
          </h2>
          <Button variant="outline" size="sm" onClick={() => setUnitDialog({})}>
            <Plus aria-hidden="true" />
            {t('properties.unitActions.add')}
          </Button>
        </div>
        {property.units.length > 0 ? (
          <UnitsTable
            units={property.units}
            currency={property.currency}
            onEdit={(unit) => setUnitDialog({ unit })}
            onRemove={setRemoving}
          />
        ) : (
          <p className="rounded-xl border border-dashed bg-card px-4 py-6 text-center text-sm text-muted-foreground">
            {t('properties.noUnits')}
          </p>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <PropertyGallery
            propertyId={property.id}
            propertyName={property.name}
            images={property.images}
            coverImageId={property.coverImage?.id ?? null}
          />
        </div>
        <div className="lg:col-span-2">
          <PropertyDetailsCard property={property} />
        </div>
      </div>

      <UnitFormDialog
        open={unitDialog !== null}
        onOpenChange={(open) => (open ? null : setUnitDialog(null))}
        propertyId={property.id}
        currency={property.currency}
        unit={unitDialog?.unit}
        suggestedLabel={nextUnitLabel(property.units)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            removeUnit.reset();
          }
        }}
        title={t('properties.removeUnitDialog.title', { label: removing?.label ?? '' })}
        description={t('properties.removeUnitDialog.description')}
        confirmLabel={t('properties.removeUnitDialog.confirm')}
        isPending={removeUnit.isPending}
        errorMessage={removeUnit.isError ? getErrorMessage(t, removeUnit.error) : null}
        onConfirm={() => {
          if (!removing) return;
          removeUnit.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t('properties.toasts.unitRemoved', { label: removing.label }));
              setRemoving(null);
              removeUnit.reset();
            },
          });
        }}
      />
    </div>
  );
}

const SHORT_TERM_TAB = 'short-term';

export type TPropertyDetailPageProps = {
  /** The short-term rentals tab of a property (features never import each other: the shell composes it in). */
  shortTermRentals: (propertyId: string) => ReactNode;
};

/** `/properties/:propertyId`: the property's figures, units, images and details (Overview), and its short-term rentals. */
export function PropertyDetailPage({ shortTermRentals }: TPropertyDetailPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { propertyId = '' } = useParams();
  const property = useQuery(propertyQueryOptions(propertyId));
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const isShortTermRentalMode = useShortTermRentalMode();
  // `?tab=short-term` (the calendar's bookings and blocks link there) opens the short-term rentals tab.
  const [params, setParams] = useSearchParams();
  const tab = isShortTermRentalMode && params.get('tab') === SHORT_TERM_TAB ? 'short-term-rentals' : 'overview';

  if (property.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <BackToProperties />
        <Skeleton className="mb-2 h-8 w-64" />
        <Skeleton className="mb-6 h-4 w-96 max-w-full" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }

  if (property.isError) {
    const isNotFound = isApiError(property.error) && property.error.status === 404;
    return (
      <>
        <BackToProperties />
        <PageHeader title={t('pages.propertyDetail.title')} description={t('pages.propertyDetail.description')} />
        {isNotFound ? (
          <EmptyState
            icon={Building2}
            title={t('pages.propertyDetail.overviewEmptyTitle')}
            description={t('pages.propertyDetail.overviewEmptyDescription')}
            action={
              <Button variant="outline" asChild>
                <Link to="/properties">{t('pages.propertyDetail.backToProperties')}</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ServerCrash}
            title={t('properties.loadOneFailed')}
            description={getErrorMessage(t, property.error)}
            action={
              <Button variant="outline" onClick={() => void property.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
      </>
    );
  }

  const data = property.data;
  const address = [data.address, data.city, data.state, data.zipCode].filter(Boolean).join(', ');

  return (
    <>
      <BackToProperties />
      <PageHeader
        title={data.name}
        description={address}
        actions={
          <>
            <Badge variant="outline">{t(`properties.types.${data.type}`)}</Badge>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('properties.edit')}
            </Button>
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive dark:text-danger"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
              {t('properties.delete')}
            </Button>
          </>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'overview' ? {} : { tab: SHORT_TERM_TAB }, { replace: true })}
      >
        <TabsList aria-label={t('pages.propertyDetail.tabsLabel')}>
          <TabsTrigger value="overview">{t('pages.propertyDetail.tabOverview')}</TabsTrigger>
          {isShortTermRentalMode ? (
            <TabsTrigger value="short-term-rentals">{t('pages.propertyDetail.tabShortTermRentals')}</TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="overview">
          <PropertyOverview property={data} />
        </TabsContent>
        {isShortTermRentalMode ? (
          <TabsContent value="short-term-rentals">{shortTermRentals(data.id)}</TabsContent>
        ) : null}
      </Tabs>
      <PropertyFormDialog open={isEditing} onOpenChange={setEditing} property={data} />
      <DeletePropertyDialog
        property={isDeleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/properties', { replace: true })}
      />
    </>
  );
}
