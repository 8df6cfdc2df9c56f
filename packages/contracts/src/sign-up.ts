import { z } from 'zod';
import { ZPersonName } from './person-name.ts';
import { ZSignUpRole } from './roles.ts';
import { ZTimeZone } from './time-zone.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The sign-up form, and the metadata the server accepts beside better-auth's own fields. */
export const ZSignUpRequest = z.object({
  name: ZPersonName,
  email: z.email().max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  phone: z.string().trim().max(40).optional(),
  role: ZSignUpRole,
  organizationName: z.string().trim().min(2).max(120).optional(),
  /** The browser's IANA time zone, which a new organization takes; one this runtime does not know is dropped (UTC). */
  timeZone: ZTimeZone.optional().catch(undefined),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZSignInRequest = z.object({
  email: z.email(),
  password: z.string().min(1),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;
