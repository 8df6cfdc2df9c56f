import type {
  TCreatePropertyRequest,
  TPropertyDetail,
  TPropertyType,
  TUpdatePropertyRequest,
} from '@rentwell/contracts/properties';
import { minorToMajor, minorUnitDigits, parseAmountToMinor } from '@rentwell/domain/money';

/** The form's own values: every text input holds a string, converted to the contract's numbers on submit. */
export type TPropertyFormValues = {
  name: string;
  type: TPropertyType;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  currency: string;
  yearBuilt: string;
  purchasePriceMinor: string;
  notes: string;
  unitCount: string;
  unitDefaults: { bedrooms: string; bathrooms: string; squareFeet: string; marketRentMinor: string };
};

/**
 * A typed number, or `null` when blank. Text that is not a number is passed on as it is, so the contract schema
 * rejects it with the translated "not valid" message instead of it being dropped silently.
 */
export function toWholeNumber(text: string): number | string | null {
  const value = text.trim();
  if (value === '') return null;
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

/** Like `toWholeNumber`, with a decimal point or comma (1.5 or 1,5 bathrooms). */
export function toDecimalNumber(text: string): number | string | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : text.trim();
}

/** A typed amount ("1,250.50", "1250,5") in the currency's minor units; null when blank. */
export function toMinorAmount(text: string, currency: string): number | string | null {
  const value = text.trim();
  if (value === '') return null;
  return parseAmountToMinor(value, currency) ?? value;
}

/** Minor units back to the text a person edits ("1250.5" for 125050 USD), without grouping separators. */
export function formatMinorForInput(amountMinor: number | null, currency: string): string {
  if (amountMinor === null) return '';
  return minorToMajor(amountMinor, currency).toFixed(minorUnitDigits(currency)).replace(/\.0+$/, '');
}

function propertyFields(values: TPropertyFormValues) {
  return {
    name: values.name,
    type: values.type,
    address: values.address,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    country: values.country,
    currency: values.currency,
    yearBuilt: toWholeNumber(values.yearBuilt),
    purchasePriceMinor: toMinorAmount(values.purchasePriceMinor, values.currency),
    notes: values.notes,
  };
}

/** Form values → `TCreatePropertyRequest` (before validation): blank unit defaults are left to the server's. */
export function toCreatePropertyRequest(values: TPropertyFormValues): TCreatePropertyRequest {
  const { bedrooms, bathrooms, squareFeet, marketRentMinor } = values.unitDefaults;
  const defaults = {
    bedrooms: toWholeNumber(bedrooms),
    bathrooms: toDecimalNumber(bathrooms),
    squareFeet: toWholeNumber(squareFeet),
    marketRentMinor: toMinorAmount(marketRentMinor, values.currency),
  };
  const unitDefaults = Object.fromEntries(Object.entries(defaults).filter(([, value]) => value !== null));
  const unitCount = toWholeNumber(values.unitCount);
  return {
    ...propertyFields(values),
    unitCount: unitCount ?? undefined,
    unitDefaults,
  } as unknown as TCreatePropertyRequest;
}

export function toUpdatePropertyRequest(values: TPropertyFormValues): TUpdatePropertyRequest {
  return propertyFields(values) as unknown as TUpdatePropertyRequest;
}

export function emptyPropertyFormValues(defaults: { currency: string; country: string }): TPropertyFormValues {
  return {
    name: '',
    type: 'apartment',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: defaults.country,
    currency: defaults.currency,
    yearBuilt: '',
    purchasePriceMinor: '',
    notes: '',
    unitCount: '1',
    unitDefaults: { bedrooms: '', bathrooms: '', squareFeet: '', marketRentMinor: '' },
  };
}

export function propertyFormValuesOf(property: TPropertyDetail): TPropertyFormValues {
  return {
    name: property.name,
    type: property.type,
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    country: property.country,
    currency: property.currency,
    yearBuilt: property.yearBuilt === null ? '' : String(property.yearBuilt),
    purchasePriceMinor: formatMinorForInput(property.purchasePriceMinor, property.currency),
    notes: property.notes,
    unitCount: String(property.units.length),
    unitDefaults: { bedrooms: '', bathrooms: '', squareFeet: '', marketRentMinor: '' },
  };
}
