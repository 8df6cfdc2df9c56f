import { z } from 'zod';
import { ZProfile } from './profile.ts';
import { ZRole } from './roles.ts';

export const ZMeResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  role: ZRole.nullable(),
  organization: z
    .object({
      id: z.string(),
      name: z.string(),
      currency: z.string(),
      timeZone: z.string(),
      shareTenantDetailsWithModel: z.boolean(),
      emailReceipts: z.boolean(),
      rentNoticeDaysBefore: z.number().int().nullable(),
      paymentInstructions: z.string(),
    })
    .nullable(),
  profile: ZProfile,
});
export type TMeResponse = z.infer<typeof ZMeResponse>;
