import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './sign-up.ts';

/** Open while no site administrator exists and the server has a bootstrap secret. */
export const ZBootstrapStatus = z.object({ open: z.boolean() });
export type TBootstrapStatus = z.infer<typeof ZBootstrapStatus>;

export const ZBootstrapAdminRequest = z.object({
  name: z.string().trim().min(2).max(100),
  email: z.email().max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  /** `BOOTSTRAP_SECRET` from the server's environment; a missing one is refused like a wrong one (403). */
  secret: z.string().max(500).default(''),
});
export type TBootstrapAdminRequest = z.infer<typeof ZBootstrapAdminRequest>;

/** The site administrator now signs in with the email and password they chose. */
export const ZBootstrapAdminResponse = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type TBootstrapAdminResponse = z.infer<typeof ZBootstrapAdminResponse>;
