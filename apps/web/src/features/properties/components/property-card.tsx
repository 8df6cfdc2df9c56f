import type { TPropertySummary } from '@rentwell/contracts/properties';
import { Building2, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

export type TPropertyCardProps = {
  property: TPropertySummary;
  onEdit: (property: TPropertySummary) => void;
  onDelete: (property: TPropertySummary) => void;
};

/** One property: cover, type, address, unit figures and occupancy. The name links to the detail page. */
export function PropertyCard({ property, onEdit, onDelete }: TPropertyCardProps) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 });
  const { occupancy } = property;
  const rate = Math.round(Math.min(1, Math.max(0, occupancy.occupancyRate ?? 0)) * 100);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-colors focus-within:border-primary/40 hover:border-primary/40 dark:shadow-none">
      <div className="relative aspect-[16/9] bg-muted">
        {property.coverImage ? (
          <img
            src={property.coverImage.thumbnailUrl}
            alt=""
            loading="lazy"
            width={property.coverImage.width}
            height={property.coverImage.height}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Building2 className="size-8" aria-hidden="true" />
          </div>
        )}
        <Badge variant="outline" className="absolute top-3 left-3 bg-background/90 backdrop-blur">
          {t(`properties.types.${property.type}`)}
        </Badge>
      </div>
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
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon-sm"
                className="relative z-10 -me-1.5 -mt-1"
                aria-label={t('properties.actionsFor', { name: property.name })}
              >
                <Ellipsis aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onEdit(property)}>
                <Pencil aria-hidden="true" />
                {t('properties.edit')}
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => onDelete(property)}>
                <Trash2 aria-hidden="true" />
                {t('properties.delete')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <div className="mt-auto grid gap-3">
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">
                {t('properties.occupiedOfAvailable', {
                  occupied: numbers.format(occupancy.occupiedUnits),
                  available: numbers.format(occupancy.availableUnits),
                })}
              </span>
              <span className="text-xs font-medium text-muted-foreground tabular-nums">
                {occupancy.occupancyRate === null ? '—' : percent.format(occupancy.occupancyRate)}
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
              <dd className="font-medium text-foreground tabular-nums">{numbers.format(occupancy.vacantUnits)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-neutral" />
              <dt>{t('properties.unavailable')}</dt>
              <dd className="font-medium text-foreground tabular-nums">{numbers.format(occupancy.unavailableUnits)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
}
