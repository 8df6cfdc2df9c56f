import type { TPropertySummary } from '@rentwell/contracts/properties';
import { PROPERTY_SORTS, PROPERTY_TYPES, type TPropertyType } from '@rentwell/contracts/property-options';
import { useQuery } from '@tanstack/react-query';
import { Building2, DoorOpen, FolderOpen, LayoutGrid, Percent, Plus, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { IntentSelect } from '../../../components/intent-select.tsx';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { LoadingPlaceholders } from '../../../components/loading-placeholders.tsx';
import { NoMatchesState } from '../../../components/no-matches-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  propertyListQueryOptions,
  propertyQueryOptions,
  type TPropertyListParams,
  type TPropertySort,
} from '../api/property-queries.ts';
import type { TDeletePropertyDialogProps } from '../components/delete-property-dialog.tsx';
import { PropertyCard } from '../components/property-card.tsx';
import type { TPropertyFormDialogProps } from '../components/property-form-dialog.tsx';

/** The form (with zod and react-hook-form) loads the first time it opens, not with the list. */
const PropertyFormDialog = lazy(async () => ({
  default: (await import('../components/property-form-dialog.tsx')).PropertyFormDialog,
}));

function LazyPropertyFormDialog(props: TPropertyFormDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.open);
  if (props.open && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <PropertyFormDialog {...props} />
    </Suspense>
  );
}

/** The confirmation (with the dialog's code) loads the first time a deletion is asked for. */
const DeletePropertyDialog = lazy(async () => ({
  default: (await import('../components/delete-property-dialog.tsx')).DeletePropertyDialog,
}));

function LazyDeletePropertyDialog(props: TDeletePropertyDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.property !== null);
  if (props.property !== null && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <DeletePropertyDialog {...props} />
    </Suspense>
  );
}

const PROPERTIES_PAGE_SIZE = 24;

function isPropertyType(value: string | null): value is TPropertyType {
  return PROPERTY_TYPES.some((type) => type === value);
}

function isPropertySort(value: string | null): value is TPropertySort {
  return PROPERTY_SORTS.some((sort) => sort === value);
}

/** The list's filters live in the URL (`?q=&type=&sort=&page=`), so back, forward and links keep them. */
function useListParams(): [TPropertyListParams, (patch: Partial<TPropertyListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = searchParams.get('type');
  const sort = searchParams.get('sort');
  const page = Number(searchParams.get('page') ?? '1');
  const params: TPropertyListParams = {
    search: searchParams.get('q') ?? '',
    type: isPropertyType(type) ? type : null,
    sort: isPropertySort(sort) ? sort : 'name',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PROPERTIES_PAGE_SIZE,
  };
  const update = (patch: Partial<TPropertyListParams>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...params, ...patch, page: patch.page ?? 1 };
        const entries: [string, string | null][] = [
          ['q', merged.search || null],
          ['type', merged.type],
          ['sort', merged.sort === 'name' ? null : merged.sort],
          ['page', merged.page > 1 ? String(merged.page) : null],
        ];
        for (const [key, value] of entries) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };
  return [params, update];
}

function TotalFigure({ label, value, icon: Icon }: { label: string; value: string; icon: typeof Users }) {
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

function PropertyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useListParams();
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText.trim(), 300);
  const list = useQuery(propertyListQueryOptions(params));
  const [isCreating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TPropertySummary | null>(null);
  const editing = useQuery({ ...propertyQueryOptions(editingId ?? ''), enabled: editingId !== null });
  const formatters = useFormatters();
  const isFiltered = params.search !== '' || params.type !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the typed text searches
  useEffect(() => {
    if (debouncedSearch !== params.search) setParams({ search: debouncedSearch });
  }, [debouncedSearch]);

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <LoadingPlaceholders
        count={3}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        itemClassName="h-72 rounded-xl"
      />
    );
  } else if (list.isError) {
    content = (
      <LoadFailedState title={t('properties.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
    );
  } else if (list.data.items.length === 0 && isFiltered) {
    content = (
      <NoMatchesState
        title={t('properties.noMatchesTitle')}
        description={t('properties.noMatchesDescription')}
        clearLabel={t('properties.clearFilters')}
        onClear={() => {
          setSearchText('');
          setParams({ search: '', type: null });
        }}
      />
    );
  } else if (list.data.items.length === 0) {
    content = (
      <EmptyState
        icon={Building2}
        title={t('pages.properties.emptyTitle')}
        description={t('pages.properties.emptyDescription')}
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('properties.addProperty')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-70' : undefined}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('properties.listLabel')}>
          {list.data.items.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} onEdit={(item) => setEditingId(item.id)} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
        <Pagination
          label={t('properties.pagination.label')}
          className="mt-6"
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPageChange={(page) => {
            setParams({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    );
  }

  const totals = list.data?.totals;

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-base font-semibold">{t('properties.allProperties')}</h2>
        <Button onClick={() => setCreating(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          {t('properties.addProperty')}
        </Button>
      </div>
      {totals && totals.totalUnits > 0 ? (
        <section aria-label={t('properties.totalsLabel')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <TotalFigure label={t('properties.units')} value={formatters.number(totals.totalUnits)} icon={LayoutGrid} />
          <TotalFigure label={t('properties.occupied')} value={formatters.number(totals.occupiedUnits)} icon={Users} />
          <TotalFigure label={t('properties.vacant')} value={formatters.number(totals.vacantUnits)} icon={DoorOpen} />
          <TotalFigure
            label={t('properties.occupancy')}
            value={totals.occupancyRate === null ? '—' : formatters.percent(totals.occupancyRate)}
            icon={Percent}
          />
          <p className="col-span-full text-xs text-muted-foreground">
            {t('properties.occupancyRule', {
              occupied: formatters.number(totals.occupiedUnits),
              available: formatters.number(totals.availableUnits),
            })}
          </p>
        </section>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchInput
          wrapperClassName="flex-1"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('properties.searchPlaceholder')}
          aria-label={t('properties.searchLabel')}
        />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <IntentSelect
            value={params.type ?? 'all'}
            onValueChange={(value) => setParams({ type: isPropertyType(value) ? value : null })}
            options={[
              { value: 'all', label: t('properties.allTypes') },
              ...PROPERTY_TYPES.map((type) => ({ value: type, label: t(`properties.types.${type}`) })),
            ]}
            triggerClassName="sm:w-44"
            aria-label={t('properties.filterByType')}
          />
          <IntentSelect
            value={params.sort}
            onValueChange={(value) => {
              if (isPropertySort(value)) setParams({ sort: value });
            }}
            options={PROPERTY_SORTS.map((sort) => ({ value: sort, label: t(`properties.sorts.${sort}`) }))}
            triggerClassName="sm:w-48"
            aria-label={t('properties.sortBy')}
          />
        </div>
      </div>
      {content}
      <LazyPropertyFormDialog
        open={isCreating}
        onOpenChange={setCreating}
        onSaved={(saved) => void navigate(`/properties/${saved.id}`)}
      />
      <LazyPropertyFormDialog
        open={editingId !== null && editing.data !== undefined}
        onOpenChange={(open) => (open ? null : setEditingId(null))}
        property={editing.data}
      />
      <LazyDeletePropertyDialog property={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

export type TPropertiesPageProps = {
  /** The portfolios tab, composed in by the router (features do not import each other). */
  portfoliosPanel?: ReactNode;
};

/** `/properties`: the organization's properties (searched, filtered, sorted and paged by the server) and portfolios. */
export function PropertiesPage({ portfoliosPanel }: TPropertiesPageProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = portfoliosPanel && searchParams.get('view') === 'portfolios' ? 'portfolios' : 'properties';

  return (
    <>
      <PageHeader title={t('pages.properties.title')} description={t('pages.properties.description')} />
      {portfoliosPanel ? (
        <Tabs
          value={view}
          onValueChange={(value) =>
            setSearchParams(value === 'portfolios' ? { view: 'portfolios' } : {}, { replace: true })
          }
        >
          <TabsList aria-label={t('properties.viewsLabel')}>
            <TabsTrigger value="properties">
              <Building2 className="size-4" aria-hidden="true" />
              {t('properties.tabProperties')}
            </TabsTrigger>
            <TabsTrigger value="portfolios">
              <FolderOpen className="size-4" aria-hidden="true" />
              {t('properties.tabPortfolios')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="properties" className="mt-5">
            <PropertyList />
          </TabsContent>
          <TabsContent value="portfolios" className="mt-5">
            {portfoliosPanel}
          </TabsContent>
        </Tabs>
      ) : (
        <PropertyList />
      )}
    </>
  );
}
