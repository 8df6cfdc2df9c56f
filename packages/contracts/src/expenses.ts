import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';
import { DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES } from './documents.ts';
import { MAX_AMOUNT_MINOR } from './money.ts';

export const EXPENSE_CATEGORIES = [
  'mortgage',
  'tax',
  'insurance',
  'repairs',
  'maintenance',
  'utilities',
  'management',
  'hoa',
  'supplies',
  'legal',
  'other',
] as const;
export const ZExpenseCategory = z.enum(EXPENSE_CATEGORIES);
export type TExpenseCategory = z.infer<typeof ZExpenseCategory>;

export const EXPENSE_RECURRENCES = ['none', 'monthly', 'yearly'] as const;
export const ZExpenseRecurrence = z.enum(EXPENSE_RECURRENCES);
export type TExpenseRecurrence = z.infer<typeof ZExpenseRecurrence>;

/** Receipts follow the upload rules of documents: PDF or image, at most 10 MB. */
export const EXPENSE_RECEIPT_CONTENT_TYPES = DOCUMENT_CONTENT_TYPES;
export const MAX_EXPENSE_RECEIPT_BYTES = MAX_DOCUMENT_BYTES;

export const ZExpense = z.object({
  id: z.uuid(),
  incurredOn: ZCalendarDate,
  category: ZExpenseCategory,
  vendor: z.string(),
  description: z.string(),
  /** Null means the expense is portfolio-wide. */
  property: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  notes: z.string(),
  receipt: z.object({ url: z.string(), fileName: z.string(), contentType: z.string() }).nullable(),
  recurrence: ZExpenseRecurrence,
  recurrenceEndsOn: ZCalendarDate.nullable(),
  /** Set on the occurrences the recurring job wrote. */
  recurringSourceId: z.uuid().nullable(),
  maintenanceRequestId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type TExpense = z.infer<typeof ZExpense>;

/** The editable fields without defaults: a partial update must not reset what it leaves out. */
const expenseFieldsBase = {
  incurredOn: ZCalendarDate,
  category: ZExpenseCategory,
  vendor: z.string().trim().max(200),
  description: z.string().trim().min(2).max(500),
  propertyId: z.uuid().nullable(),
  amountMinor: z.number().int().min(1).max(MAX_AMOUNT_MINOR),
  notes: z.string().trim().max(2000),
  recurrence: ZExpenseRecurrence,
  recurrenceEndsOn: ZCalendarDate.nullable(),
};

const expenseFields = {
  ...expenseFieldsBase,
  vendor: expenseFieldsBase.vendor.default(''),
  notes: expenseFieldsBase.notes.default(''),
  recurrence: expenseFieldsBase.recurrence.default('none'),
  recurrenceEndsOn: expenseFieldsBase.recurrenceEndsOn.default(null),
};

export const ZCreateExpenseRequest = z
  .object(expenseFields)
  .refine((value) => value.recurrenceEndsOn === null || value.recurrenceEndsOn >= value.incurredOn, {
    path: ['recurrenceEndsOn'],
    error: 'The end of the recurrence must not be before the expense date',
  });
export type TCreateExpenseRequest = z.infer<typeof ZCreateExpenseRequest>;

/** Only the fields sent change; the service checks the merged dates again. */
export const ZUpdateExpenseRequest = z.object(expenseFieldsBase).partial().strict();
export type TUpdateExpenseRequest = z.infer<typeof ZUpdateExpenseRequest>;

export const ZListExpensesQuery = z.object({
  category: ZExpenseCategory.optional(),
  /** A property id, or 'portfolio' for portfolio-wide expenses only. */
  propertyId: z.union([z.uuid(), z.literal('portfolio')]).optional(),
  from: ZCalendarDate.optional(),
  to: ZCalendarDate.optional(),
  /** The expense recorded from this maintenance request, if any (the request page asks before offering the button). */
  maintenanceRequestId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TListExpensesQuery = z.infer<typeof ZListExpensesQuery>;

export const ZExpenseList = z.object({
  items: z.array(ZExpense),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The sum of every expense matching the filters (not only this page), in the organization's currency. */
  totalAmountMinor: z.number().int(),
  currency: z.string(),
});
export type TExpenseList = z.infer<typeof ZExpenseList>;
