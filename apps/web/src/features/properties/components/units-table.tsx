import type { TUnit } from '@rentwell/contracts/properties';
import { ChevronDown, Ellipsis, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeVariants } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { STATUS_VARIANTS, StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUnit } from '../api/property-mutations.ts';

/** The rent-prediction helper on /analytics with this unit's property, bedrooms, bathrooms and size filled in. */
function rentPredictionPath(unit: TUnit & { squareFeet: number }): string {
  const params = new URLSearchParams({
    insights: 'rent',
    propertyId: unit.propertyId,
    bedrooms: String(unit.bedrooms),
    bathrooms: String(unit.bathrooms),
    squareFeet: String(unit.squareFeet),
  });
  return `/analytics?${params}`;
}

/** The unit's status; vacant and unavailable switch in place, 'occupied' comes from a lease and is read-only. */
function UnitStatusControl({ unit }: { unit: TUnit }) {
  const { t } = useTranslation();
  const updateUnit = useUpdateUnit(unit.propertyId);
  if (unit.status === 'occupied') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <StatusBadge status="occupied" />
        <span className="sr-only">{t('properties.unitActions.occupiedHint')}</span>
      </span>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          badgeVariants({ variant: STATUS_VARIANTS[unit.status] }),
          'h-6 cursor-pointer gap-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
        aria-label={t('properties.unitActions.changeStatus', { label: unit.label, status: t(`status.${unit.status}`) })}
        disabled={updateUnit.isPending}
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-80" />
        {t(`status.${unit.status}`)}
        <ChevronDown className="size-3 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t('properties.unitActions.setStatus')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={unit.status}
          onValueChange={(value) => {
            if (value !== 'vacant' && value !== 'unavailable') return;
            if (value === unit.status) return;
            updateUnit.mutate(
              { unitId: unit.id, patch: { status: value } },
              {
                onSuccess: () =>
                  toast.success(
                    t('properties.toasts.unitStatusChanged', { label: unit.label, status: t(`status.${value}`) }),
                  ),
                onError: (error) =>
                  toast.error(t('properties.toasts.unitUpdateFailed'), { description: getErrorMessage(t, error) }),
              },
            );
          }}
        >
          <DropdownMenuRadioItem value="vacant">{t('status.vacant')}</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="unavailable">{t('status.unavailable')}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export type TUnitsTableProps = {
  units: readonly TUnit[];
  currency: string;
  onEdit: (unit: TUnit) => void;
  onRemove: (unit: TUnit) => void;
};

export function UnitsTable({ units, currency, onEdit, onRemove }: TUnitsTableProps) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  return (
    <Table containerClassName="max-h-[32rem]" className="[&_td]:px-3 [&_th]:px-3 sm:[&_td]:px-4 sm:[&_th]:px-4">
      <TableHeader>
        <TableRow>
          <TableHead>{t('properties.table.unit')}</TableHead>
          <TableHead className="hidden text-end sm:table-cell">{t('properties.table.bedrooms')}</TableHead>
          <TableHead className="hidden text-end sm:table-cell">{t('properties.table.bathrooms')}</TableHead>
          <TableHead className="hidden text-end sm:table-cell">{t('properties.table.squareFeet')}</TableHead>
          <TableHead className="text-end">{t('properties.table.marketRent')}</TableHead>
          <TableHead>{t('properties.table.status')}</TableHead>
          <TableHead className="w-12">
            <span className="sr-only">{t('properties.unitActions.column')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {units.map((unit) => (
          <TableRow key={unit.id}>
            <TableCell className="font-medium">{unit.label}</TableCell>
            <TableCell className="hidden text-end tabular-nums sm:table-cell">
              {formatters.number(unit.bedrooms)}
            </TableCell>
            <TableCell className="hidden text-end tabular-nums sm:table-cell">
              {formatters.number(unit.bathrooms)}
            </TableCell>
            <TableCell className="hidden text-end tabular-nums sm:table-cell">
              {unit.squareFeet === null ? '—' : formatters.number(unit.squareFeet)}
            </TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">
              {unit.marketRentMinor === null ? '—' : formatters.money(unit.marketRentMinor, currency)}
            </TableCell>
            <TableCell>
              <UnitStatusControl unit={unit} />
            </TableCell>
            <TableCell className="py-1.5 text-end">
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('properties.unitActions.actionsFor', { label: unit.label })}
                  >
                    <Ellipsis aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => onEdit(unit)}>
                    <Pencil aria-hidden="true" />
                    {t('properties.unitActions.edit')}
                  </DropdownMenuItem>
                  {unit.squareFeet === null ? null : (
                    <DropdownMenuItem asChild>
                      <Link
                        to={rentPredictionPath({ ...unit, squareFeet: unit.squareFeet })}
                        aria-label={t('rentPrediction.predictFromUnitLabel', { unit: unit.label })}
                      >
                        <Sparkles aria-hidden="true" />
                        {t('rentPrediction.predictFromUnit')}
                      </Link>
                    </DropdownMenuItem>
                  )}
                  <DropdownMenuItem variant="destructive" onSelect={() => onRemove(unit)}>
                    <Trash2 aria-hidden="true" />
                    {t('properties.unitActions.remove')}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
