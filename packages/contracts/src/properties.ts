import { z } from 'zod';
import { ZCurrency } from './profile.ts';
import { PROPERTY_SORTS, PROPERTY_TYPES } from './property-options.ts';

export { PROPERTY_SORTS, PROPERTY_TYPES, type TPropertyType } from './property-options.ts';
export const ZPropertyType = z.enum(PROPERTY_TYPES);

export const UNIT_STATUSES = ['vacant', 'occupied', 'unavailable'] as const;
export const ZUnitStatus = z.enum(UNIT_STATUSES);
export type TUnitStatus = z.infer<typeof ZUnitStatus>;

export const MAX_UNITS_PER_PROPERTY = 500;
const currentYear = new Date().getUTCFullYear();

const ZMinorAmount = z.number().int().min(0).max(1_000_000_000_000);

const ZUnitInput = z.object({
  label: z.string().trim().min(1).max(40),
  bedrooms: z.number().int().min(0).max(50),
  bathrooms: z.number().min(0).max(50).multipleOf(0.5),
  squareFeet: z.number().int().min(0).max(10_000_000).nullable(),
  marketRentMinor: ZMinorAmount.nullable(),
  status: ZUnitStatus.exclude(['occupied']),
});
export type TUnitInput = z.infer<typeof ZUnitInput>;

const propertyFields = {
  name: z.string().trim().min(2).max(120),
  type: ZPropertyType,
  address: z.string().trim().min(3).max(200),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100),
  zipCode: z.string().trim().max(20),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code'),
  notes: z.string().trim().max(5000),
  yearBuilt: z
    .number()
    .int()
    .min(1600)
    .max(currentYear + 5)
    .nullable(),
  purchasePriceMinor: ZMinorAmount.nullable(),
  currency: ZCurrency,
};

export const ZCreatePropertyRequest = z.object({
  ...propertyFields,
  /** The organization's currency when left out. */
  currency: ZCurrency.optional(),
  /** How many units to create, labelled 1..N, with the defaults below; edit them afterwards. */
  unitCount: z.number().int().min(1).max(MAX_UNITS_PER_PROPERTY),
  unitDefaults: ZUnitInput.omit({ label: true, status: true }).partial().optional(),
});
export type TCreatePropertyRequest = z.infer<typeof ZCreatePropertyRequest>;

export const ZUpdatePropertyRequest = z.object(propertyFields).partial().strict();
export type TUpdatePropertyRequest = z.infer<typeof ZUpdatePropertyRequest>;

export const ZOccupancy = z.object({
  totalUnits: z.number().int(),
  occupiedUnits: z.number().int(),
  vacantUnits: z.number().int(),
  /** Units marked unavailable that no lease covers: left out of the rate. */
  unavailableUnits: z.number().int(),
  /** Units available to rent: total minus unavailable. */
  availableUnits: z.number().int(),
  /** Occupied over available units, 0..1; null when no unit is available (packages/domain/src/occupancy-rate.ts). */
  occupancyRate: z.number().nullable(),
});
export type TOccupancy = z.infer<typeof ZOccupancy>;

export const ZImage = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnailUrl: z.string(),
  displayUrl: z.string(),
  position: z.number().int(),
});
export type TImage = z.infer<typeof ZImage>;

export const ZPropertySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ZPropertyType,
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  currency: z.string(),
  coverImage: ZImage.nullable(),
  occupancy: ZOccupancy,
  createdAt: z.string(),
});
export type TPropertySummary = z.infer<typeof ZPropertySummary>;

export const ZUnit = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  label: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  squareFeet: z.number().int().nullable(),
  marketRentMinor: z.number().int().nullable(),
  status: ZUnitStatus,
});
export type TUnit = z.infer<typeof ZUnit>;

export const ZPropertyDetail = ZPropertySummary.extend({
  notes: z.string(),
  yearBuilt: z.number().int().nullable(),
  purchasePriceMinor: z.number().int().nullable(),
  units: z.array(ZUnit),
  images: z.array(ZImage),
  activeLeaseCount: z.number().int(),
});
export type TPropertyDetail = z.infer<typeof ZPropertyDetail>;

export const ZListPropertiesQuery = z.object({
  search: z.string().trim().max(100).optional(),
  type: ZPropertyType.optional(),
  sort: z.enum(PROPERTY_SORTS).default('name'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type TListPropertiesQuery = z.infer<typeof ZListPropertiesQuery>;

export const ZPropertyList = z.object({
  items: z.array(ZPropertySummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: ZOccupancy,
});
export type TPropertyList = z.infer<typeof ZPropertyList>;

export const ZCreateUnitRequest = ZUnitInput;
export const ZUpdateUnitRequest = ZUnitInput.partial().strict();
export type TUpdateUnitRequest = z.infer<typeof ZUpdateUnitRequest>;

export const ZAddressSuggestion = z.object({
  label: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  source: z.enum(['organization', 'postal_code', 'city', 'geocoder']),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

export const ZAddressSuggestQuery = z.object({
  q: z.string().trim().min(2).max(100),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
