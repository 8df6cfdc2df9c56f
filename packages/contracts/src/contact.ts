import { z } from 'zod';
import { ZLanguage } from './profile.ts';

/** The spec's reply promise, shown after sending. */
export const CONTACT_REPLY_WITHIN_HOURS = 24;

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 99,
  emailMax: 254,
  phoneMax: 40,
  companyMax: 120,
  messageMin: 10,
  messageMax: 999,
} as const;

/** The spec's messages, used as the schema's errors in the browser and on the server alike. */
export const CONTACT_ERROR_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  phoneTooLong: 'Phone must be at most 40 characters',
  companyTooLong: 'Company must be at most 120 characters',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be less than 1000 characters',
} as const;

export type TContactErrorKey = keyof typeof CONTACT_ERROR_MESSAGES;

/** Message → translation key (`contact.errors.<key>`), so the web translates the server's 422 details too. */
export const CONTACT_ERROR_KEYS: Readonly<Record<string, TContactErrorKey>> = Object.fromEntries(
  Object.entries(CONTACT_ERROR_MESSAGES).map(([key, message]) => [message, key as TContactErrorKey]),
);

const optionalText = (max: number, error: string) => z.string().trim().max(max, { error }).optional();

export const ZContactRequest = z.object({
  name: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.nameMin, { error: CONTACT_ERROR_MESSAGES.nameTooShort })
    .max(CONTACT_LIMITS.nameMax, { error: CONTACT_ERROR_MESSAGES.nameTooLong }),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.emailMax, { error: CONTACT_ERROR_MESSAGES.emailTooLong })
    .pipe(z.email({ error: CONTACT_ERROR_MESSAGES.emailInvalid })),
  phone: optionalText(CONTACT_LIMITS.phoneMax, CONTACT_ERROR_MESSAGES.phoneTooLong),
  company: optionalText(CONTACT_LIMITS.companyMax, CONTACT_ERROR_MESSAGES.companyTooLong),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, { error: CONTACT_ERROR_MESSAGES.messageTooShort })
    .max(CONTACT_LIMITS.messageMax, { error: CONTACT_ERROR_MESSAGES.messageTooLong }),
  /**
   * Honeypot: the form hides this field, so people leave it empty. The server accepts any value (a bot must not
   * learn it was caught) and keeps a filled one as suspected spam that nobody is mailed about.
   */
  website: z.string().max(500).optional(),
  language: ZLanguage.optional(),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZContactResponse = z.object({
  received: z.literal(true),
  replyWithinHours: z.number().int(),
});
export type TContactResponse = z.infer<typeof ZContactResponse>;
