import type { TFunction } from 'i18next';

/** 'Maple Court · Unit 1A', or the property alone. */
export function placeLabel(
  t: TFunction,
  place: { property: { name: string }; unit: { label: string } | null },
): string {
  return place.unit
    ? `${place.property.name} · ${t('maintenance.unitLabel', { unit: place.unit.label })}`
    : place.property.name;
}
