import { z } from 'zod';
import { ZCurrency } from './profile.ts';

/** The organization's settings an admin changes; its currency is what new expenses and properties are recorded in. */
export const ZUpdateOrganizationRequest = z.object({ currency: ZCurrency }).strict();
export type TUpdateOrganizationRequest = z.infer<typeof ZUpdateOrganizationRequest>;

export const ZOrganization = z.object({ id: z.uuid(), name: z.string(), currency: z.string() });
export type TOrganization = z.infer<typeof ZOrganization>;
