/** The property lists as plain constants, without zod, for the web app's pages (`properties.ts` builds its schemas on them). */
export const PROPERTY_TYPES = ['apartment', 'house', 'condo', 'commercial'] as const;
export type TPropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_SORTS = ['name', 'newest', 'occupancy', 'units'] as const;
