import type { TPropertySummary } from '@rentwell/contracts/properties';
import { Building2, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardActionsMenu } from '../../../components/card-actions-menu.tsx';
import { CardCover } from '../../../components/card-cover.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useFormatters } from '../../../lib/formatters.ts';

export type TPropertyCardProps = {
  property: TPropertySummary;
  onEdit: (property: TPropertySummary) => void;
  onDelete: (property: TPropertySummary) => void;
};

/** One property: cover, type, address, unit figures and occupancy. The name links to the detail page. */
export function PropertyCard({ property, onEdit, onDelete }: TPropertyCardProps) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const { occupancy } = property;
  const rate = Math.round(Math.min(1, Math.max(0, occupancy.occupancyRate ?? 0)) * 100);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-colors focus-within:border-primary/40 hover:border-primary/40 dark:shadow-none">
      <CardCover image={property.coverImage} placeholderIcon={Building2}>
        <Badge variant="outline" className="absolute top-3 left-3 bg-background/90 backdrop-blur">
          {t(`properties.types.${property.type}`)}
        </Badge>
      </CardCover>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold">
              <Link
                to={`/properties/${property.id}`}
                className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring group-hover:text-brand"
              >
                {property.name}
              </Link>
            </h2>
            <p className="truncate text-sm text-muted-foreground">
              {[property.address, property.city, property.state].filter(Boolean).join(', ')}
            </p>
          </div>
          <CardActionsMenu
            label={t('properties.actionsFor', { name: property.name })}
            main={{ label: t('properties.edit'), icon: Pencil, onSelect: () => onEdit(property) }}
            deleteLabel={t('properties.delete')}
            onDelete={() => onDelete(property)}
            className="relative z-10"
          />
        </div>
        <div className="mt-auto grid gap-3">
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">
                {t('properties.occupiedOfAvailable', {
                  occupied: formatters.number(occupancy.occupiedUnits),
                  available: formatters.number(occupancy.availableUnits),
                })}
              </span>
              <span className="text-xs font-medium text-muted-foreground tabular-nums">
                {occupancy.occupancyRate === null ? '—' : formatters.percent(occupancy.occupancyRate)}
              </span>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="h-full rounded-full bg-primary" style={{ width: `${rate}%` }} />
            </div>
          </div>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <div className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-info" />
              <dt>{t('properties.vacant')}</dt>
              <dd className="font-medium text-foreground tabular-nums">{formatters.number(occupancy.vacantUnits)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-neutral" />
              <dt>{t('properties.unavailable')}</dt>
              <dd className="font-medium text-foreground tabular-nums">
                {formatters.number(occupancy.unavailableUnits)}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
}
