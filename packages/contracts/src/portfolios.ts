import { z } from 'zod';
import { ZImage, ZPropertyType } from './properties.ts';

export const MAX_PORTFOLIO_PROPERTIES = 200;

export const ZCreatePortfolioRequest = z.object({
  title: z.string().trim().min(2).max(120),
  description: z.string().trim().max(2000),
  showRents: z.boolean(),
  propertyIds: z.array(z.uuid()).max(MAX_PORTFOLIO_PROPERTIES),
});
export type TCreatePortfolioRequest = z.infer<typeof ZCreatePortfolioRequest>;

export const ZUpdatePortfolioRequest = ZCreatePortfolioRequest.partial().strict();
export type TUpdatePortfolioRequest = z.infer<typeof ZUpdatePortfolioRequest>;

export const ZPortfolio = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  showRents: z.boolean(),
  propertyIds: z.array(z.uuid()),
  images: z.array(ZImage),
  isShared: z.boolean(),
  sharedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TPortfolio = z.infer<typeof ZPortfolio>;

/** The share link, shown once: only its hash is stored, so it cannot be read back later. */
export const ZShareLink = z.object({ token: z.string(), path: z.string() });
export type TShareLink = z.infer<typeof ZShareLink>;

export const ZPublicProperty = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ZPropertyType,
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  totalUnits: z.number().int(),
  vacantUnits: z.number().int(),
  bedrooms: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Only when the owner ticked 'show rents'. */
  marketRent: z.object({ minMinor: z.number().int(), maxMinor: z.number().int(), currency: z.string() }).nullable(),
  images: z.array(ZImage),
});
export type TPublicProperty = z.infer<typeof ZPublicProperty>;

export const ZPublicPortfolio = z.object({
  title: z.string(),
  description: z.string(),
  organizationName: z.string(),
  images: z.array(ZImage),
  properties: z.array(ZPublicProperty),
});
export type TPublicPortfolio = z.infer<typeof ZPublicPortfolio>;
