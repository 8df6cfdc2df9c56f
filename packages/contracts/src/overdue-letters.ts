import { z } from 'zod';
import { OVERDUE_LETTER_STAGES } from './letter-templates.ts';

/** One tenant's letter due today: the stage its oldest overdue charge has reached, and what is overdue. */
export const ZOverdueLetterDue = z.object({
  leaseId: z.uuid(),
  chargeId: z.uuid(),
  tenantName: z.string(),
  propertyName: z.string(),
  unitLabel: z.string(),
  stage: z.enum(OVERDUE_LETTER_STAGES),
  daysOverdue: z.number().int(),
  overdueMinor: z.number().int(),
  balanceMinor: z.number().int(),
  currency: z.string(),
});
export type TOverdueLetterDue = z.infer<typeof ZOverdueLetterDue>;

export const ZOverdueLetterPreview = z.object({ items: z.array(ZOverdueLetterDue) });
export type TOverdueLetterPreview = z.infer<typeof ZOverdueLetterPreview>;

/** The letters to send: those due to these leases' tenants (the preview's), or every letter due when left out. */
export const ZSendOverdueLettersRequest = z.object({ leaseIds: z.array(z.uuid()).max(5_000).optional() }).strict();
export type TSendOverdueLettersRequest = z.infer<typeof ZSendOverdueLettersRequest>;

/** What a send did: the letters it sent (a letter another send took first is not counted). */
export const ZOverdueLettersSent = z.object({ sent: z.array(ZOverdueLetterDue) });
export type TOverdueLettersSent = z.infer<typeof ZOverdueLettersSent>;

export const ZSentOverdueLetter = z.object({
  id: z.uuid(),
  stage: z.enum(OVERDUE_LETTER_STAGES),
  daysOverdue: z.number().int(),
  overdueMinor: z.number().int(),
  currency: z.string(),
  dueDate: z.string(),
  sentAt: z.string(),
});
export const ZSentOverdueLetterList = z.object({ items: z.array(ZSentOverdueLetter) });
export type TSentOverdueLetter = z.infer<typeof ZSentOverdueLetter>;
