import { z } from 'zod';
import { ZPersonName } from './person-name.ts';

export const LANGUAGES = ['en', 'es', 'fr', 'he', 'sq'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

export const THEMES = ['light', 'dark', 'system'] as const;
export const ZTheme = z.enum(THEMES);
export type TTheme = z.infer<typeof ZTheme>;

/** The display scale table of the specification: key, factor, and label key. */
export const DISPLAY_SCALES = [
  { key: 'compact', factor: 0.9 },
  { key: 'default', factor: 1 },
  { key: 'comfortable', factor: 1.1 },
  { key: 'large', factor: 1.25 },
  { key: 'extraLarge', factor: 1.5 },
] as const;
export type TDisplayScaleKey = (typeof DISPLAY_SCALES)[number]['key'];
export const DISPLAY_SCALE_FACTORS = DISPLAY_SCALES.map((scale) => scale.factor);
export const ZDisplayScale = z.number().refine((value) => DISPLAY_SCALE_FACTORS.some((factor) => factor === value), {
  message: 'Display scale must be one of 0.9, 1, 1.1, 1.25 or 1.5',
});

export const ZCurrency = z.string().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO 4217 code');

export const ZProfile = z.object({
  fullName: z.string(),
  phone: z.string().nullable(),
  displayScale: z.number(),
  preferredLanguage: ZLanguage,
  themePreference: ZTheme,
  preferredCurrency: z.string(),
  notifyByEmail: z.boolean(),
  notifyPaymentReminders: z.boolean(),
  notifyMaintenanceUpdates: z.boolean(),
  notifyLeaseReminders: z.boolean(),
  shortTermRentalMode: z.boolean(),
  /** Read-only: set when someone else chose the password; cleared when the user changes it. */
  mustChangePassword: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUpdateProfileRequest = z
  .object({
    fullName: ZPersonName,
    phone: z.string().trim().max(40).nullable(),
    displayScale: ZDisplayScale,
    preferredLanguage: ZLanguage,
    themePreference: ZTheme,
    preferredCurrency: ZCurrency,
    notifyByEmail: z.boolean(),
    notifyPaymentReminders: z.boolean(),
    notifyMaintenanceUpdates: z.boolean(),
    notifyLeaseReminders: z.boolean(),
    shortTermRentalMode: z.boolean(),
  })
  .partial()
  .strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** Changing the sign-in email needs the current password; the new address must then be verified. */
export const ZChangeEmailRequest = z.object({
  newEmail: z.email().max(254),
  currentPassword: z.string().min(1).max(128),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

export const ZChangeEmailResponse = z.object({ email: z.string(), emailVerified: z.boolean() });
export type TChangeEmailResponse = z.infer<typeof ZChangeEmailResponse>;
