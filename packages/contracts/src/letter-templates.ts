import { z } from 'zod';
import { ZLanguage } from './profile.ts';

/** The texts an organization may word itself, each per language. */
export const LETTER_TEMPLATE_KINDS = [
  'rent_notice',
  'receipt_note',
  'statement_note',
  'overdue_first',
  'overdue_second',
  'overdue_final',
  'lease_clauses',
] as const;
export const ZLetterTemplateKind = z.enum(LETTER_TEMPLATE_KINDS);
export type TLetterTemplateKind = z.infer<typeof ZLetterTemplateKind>;

/** The three overdue letters, in the order they are sent. */
export const OVERDUE_LETTER_STAGES = ['first', 'second', 'final'] as const;
export type TOverdueLetterStage = (typeof OVERDUE_LETTER_STAGES)[number];

export const OVERDUE_LETTER_KIND = {
  first: 'overdue_first',
  second: 'overdue_second',
  final: 'overdue_final',
} as const satisfies Record<TOverdueLetterStage, TLetterTemplateKind>;

/** Variables every template may use. */
const COMMON_VARIABLES = [
  'tenant.name',
  'organization.name',
  'organization.lateFee',
  'organization.graceDays',
  'property.name',
  'property.address',
  'unit.name',
  'lease.rent',
  'lease.dueDay',
  'lease.startDate',
  'lease.endDate',
  'today',
] as const;

const OVERDUE_VARIABLES = [
  ...COMMON_VARIABLES,
  'period',
  'balance.due',
  'letter.overdueAmount',
  'letter.daysOverdue',
  'letter.dueDate',
] as const;

/** The `{{name}}` variables each kind of template may use; any other name is refused when the template is saved. */
export const LETTER_TEMPLATE_VARIABLES = {
  rent_notice: [...COMMON_VARIABLES, 'period', 'balance.due', 'notice.dueDate', 'notice.total'],
  receipt_note: [...COMMON_VARIABLES, 'period', 'payment.amount', 'payment.paidOn', 'payment.receiptNumber'],
  statement_note: [...COMMON_VARIABLES, 'period', 'balance.due'],
  overdue_first: OVERDUE_VARIABLES,
  overdue_second: OVERDUE_VARIABLES,
  overdue_final: OVERDUE_VARIABLES,
  lease_clauses: COMMON_VARIABLES,
} as const satisfies Record<TLetterTemplateKind, readonly string[]>;

export type TLetterTemplateVariable<Kind extends TLetterTemplateKind> =
  (typeof LETTER_TEMPLATE_VARIABLES)[Kind][number];

export const MAX_LETTER_TEMPLATE_LENGTH = 10_000;

export const ZLetterTemplateParams = z.object({ kind: ZLetterTemplateKind, language: ZLanguage });

export const ZSaveLetterTemplateRequest = z
  .object({ body: z.string().trim().min(1).max(MAX_LETTER_TEMPLATE_LENGTH) })
  .strict();
export type TSaveLetterTemplateRequest = z.infer<typeof ZSaveLetterTemplateRequest>;

/** A body to preview (saved or not) against one lease of the organization; without a lease, its first active one. */
export const ZPreviewLetterTemplateRequest = z
  .object({
    kind: ZLetterTemplateKind,
    language: ZLanguage,
    body: z.string().max(MAX_LETTER_TEMPLATE_LENGTH),
    leaseId: z.uuid().nullable().default(null),
  })
  .strict();
export type TPreviewLetterTemplateRequest = z.input<typeof ZPreviewLetterTemplateRequest>;

export const ZLetterTemplate = z.object({
  kind: ZLetterTemplateKind,
  language: ZLanguage,
  body: z.string(),
  defaultBody: z.string(),
  customized: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TLetterTemplate = z.infer<typeof ZLetterTemplate>;

export const ZLetterTemplateList = z.object({
  items: z.array(ZLetterTemplate),
  variables: z.record(ZLetterTemplateKind, z.array(z.string())),
});
export type TLetterTemplateList = z.infer<typeof ZLetterTemplateList>;

export const ZLetterTemplatePreview = z.object({
  text: z.string(),
  /** The lease whose data filled the variables, with who and where, or null when the organization has none. */
  lease: z.object({ id: z.uuid(), label: z.string() }).nullable(),
  leases: z.array(z.object({ id: z.uuid(), label: z.string() })),
});
export type TLetterTemplatePreview = z.infer<typeof ZLetterTemplatePreview>;
