import {
  EXPENSE_RECEIPT_CONTENT_TYPES,
  type TCreateExpenseRequest,
  type TExpense,
  type TExpenseList,
  type TListExpensesQuery,
  type TUpdateExpenseRequest,
} from '@rentwell/contracts/expenses';
import type { Database } from '@rentwell/db/create-db';
import { recurrenceDates } from '@rentwell/domain/recurring-expense';
import { type DocumentUploadRules, storeUploadedDocument } from '../../files/document-upload.ts';
import { expenseReceiptUrl } from '../../files/expense-receipt-url.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { getMaintenance } from '../maintenance/maintenance.service.ts';
import { findOwnedUnit } from '../properties/properties.service.ts';
import {
  deleteExpense,
  type ExpenseRow,
  type ExpenseScope,
  type ExpenseValues,
  findExpense,
  findExpenseOfMaintenanceRequest,
  findOrganizationCurrency,
  insertExpense,
  insertExpenses,
  insertOccurrences,
  listExpenses,
  listRecurringTemplates,
  markWrittenThrough,
  summarizeExpenses,
  updateExpense,
} from './expenses.repo.ts';

type Template = ExpenseRow['expense'];

function scopeOf(actor: OrganizationActor): ExpenseScope {
  return { organizationId: actor.organizationId };
}

function toExpense({ expense, propertyName }: ExpenseRow): TExpense {
  return {
    id: expense.id,
    incurredOn: expense.incurredOn,
    category: expense.category,
    vendor: expense.vendor,
    description: expense.description,
    property: expense.propertyId ? { id: expense.propertyId, name: propertyName ?? '' } : null,
    amountMinor: expense.amountMinor,
    currency: expense.currency,
    notes: expense.notes,
    receipt:
      expense.receiptKey && expense.receiptContentType
        ? {
            url: expenseReceiptUrl(expense.id, expense.receiptKey),
            fileName: expense.receiptFileName ?? 'receipt',
            contentType: expense.receiptContentType,
          }
        : null,
    recurrence: expense.recurrence,
    recurrenceEndsOn: expense.recurrenceEndsOn,
    recurringSourceId: expense.recurringSourceId,
    maintenanceRequestId: expense.maintenanceRequestId,
    createdAt: expense.createdAt.toISOString(),
  };
}

async function requireExpense(db: Database, actor: OrganizationActor, expenseId: string) {
  const row = await findExpense(db, { ...scopeOf(actor), expenseId });
  if (!row) throw new AppError('not_found', 'Expense not found');
  return row;
}

/** A property named by the caller must be their organization's (404 otherwise, like every other module). */
async function checkProperty(db: Database, actor: OrganizationActor, propertyId: string | null | undefined) {
  if (propertyId) await findOwnedUnit(db, actor, propertyId, null);
}

function checkRecurrenceEnd(incurredOn: string, recurrenceEndsOn: string | null) {
  if (recurrenceEndsOn !== null && recurrenceEndsOn < incurredOn) {
    throw new AppError('validation_failed', 'Some fields are not valid', {
      recurrenceEndsOn: ['The end of the recurrence must not be before the expense date'],
    });
  }
}

/** The occurrences a recurring template has come due for since its last catch-up, up to `today`. */
function occurrencesOf(template: Template, today: string): ExpenseValues[] {
  const writtenThrough = template.recurrenceWrittenThrough;
  const dates = recurrenceDates(template.incurredOn, template.recurrence, today, template.recurrenceEndsOn).filter(
    (date) => writtenThrough === null || date > writtenThrough,
  );
  return dates.map((incurredOn) => ({
    organizationId: template.organizationId,
    propertyId: template.propertyId,
    incurredOn,
    category: template.category,
    vendor: template.vendor,
    description: template.description,
    amountMinor: template.amountMinor,
    currency: template.currency,
    notes: template.notes,
    recurrence: 'none',
    recurringSourceId: template.id,
    createdByUserId: template.createdByUserId,
  }));
}

/** Rows per insert of the daily job (well under PostgreSQL's 65,535 bound parameters). */
const OCCURRENCE_INSERT_BATCH = 1000;

/** Writes many expenses at once (the demo data); their currency is the organization's. */
export async function importExpenses(
  db: Database,
  organizationId: string,
  rows: Omit<ExpenseValues, 'organizationId' | 'currency'>[],
): Promise<string[]> {
  const currency = await findOrganizationCurrency(db, organizationId);
  return insertExpenses(
    db,
    rows.map((row) => ({ ...row, organizationId, currency })),
  );
}

/**
 * The daily job: every template of every organization (or of one) catches up to today, in a few inserts
 * rather than one per template; occurrences already written are skipped by the database.
 */
export async function generateRecurringExpenses(
  db: Database,
  today: string,
  scope: { organizationId?: string; timeZone?: string } = {},
) {
  const templates = await listRecurringTemplates(db, scope);
  const occurrencesCreated = await catchUp(db, templates, today);
  return { templatesChecked: templates.length, occurrencesCreated };
}

/** Writes the templates' new occurrences and remembers that they are written through `today`. */
async function catchUp(db: Database, templates: Template[], today: string): Promise<number> {
  const rows = templates.flatMap((template) => occurrencesOf(template, today));
  let occurrencesCreated = 0;
  for (let start = 0; start < rows.length; start += OCCURRENCE_INSERT_BATCH) {
    occurrencesCreated += await insertOccurrences(db, rows.slice(start, start + OCCURRENCE_INSERT_BATCH));
  }
  await markWrittenThrough(
    db,
    templates.map((template) => template.id),
    today,
  );
  return occurrencesCreated;
}

export async function listExpensesOf(
  db: Database,
  actor: OrganizationActor,
  query: TListExpensesQuery,
): Promise<TExpenseList> {
  const scope = scopeOf(actor);
  const [rows, summary, currency] = await Promise.all([
    listExpenses(db, scope, query),
    summarizeExpenses(db, scope, query),
    findOrganizationCurrency(db, scope.organizationId),
  ]);
  return {
    items: rows.map(toExpense),
    total: summary.count,
    page: query.page,
    pageSize: query.pageSize,
    totalAmountMinor: summary.totalMinor,
    currency,
  };
}

export async function getExpense(db: Database, actor: OrganizationActor, expenseId: string): Promise<TExpense> {
  return toExpense(await requireExpense(db, actor, expenseId));
}

export async function createExpense(
  db: Database,
  actor: OrganizationActor,
  input: TCreateExpenseRequest,
  today: string,
): Promise<TExpense> {
  const { organizationId } = scopeOf(actor);
  await checkProperty(db, actor, input.propertyId);
  const currency = await findOrganizationCurrency(db, organizationId);
  const expenseId = await db.transaction(async (tx) => {
    const id = await insertExpense(tx, { ...input, organizationId, currency, createdByUserId: actor.userId });
    await writeAuditEvent(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'expense.created',
      entityType: 'expense',
      entityId: id,
      details: { category: input.category, amountMinor: input.amountMinor, recurrence: input.recurrence },
      ipAddress: actor.ipAddress,
    });
    return id;
  });
  const row = await requireExpense(db, actor, expenseId);
  // A recurring expense dated in the past gets its occurrences at once rather than at the next daily run.
  if (row.expense.recurrence !== 'none') await catchUp(db, [row.expense], today);
  return toExpense(row);
}

/** Changes apply to this row; a template's occurrences already written stay as they were. */
export async function changeExpense(
  db: Database,
  actor: OrganizationActor,
  expenseId: string,
  patch: TUpdateExpenseRequest,
  today: string,
): Promise<TExpense> {
  const before = await requireExpense(db, actor, expenseId);
  const { organizationId } = scopeOf(actor);
  if (patch.propertyId !== undefined) await checkProperty(db, actor, patch.propertyId);
  checkRecurrenceEnd(
    patch.incurredOn ?? before.expense.incurredOn,
    patch.recurrenceEndsOn !== undefined ? patch.recurrenceEndsOn : before.expense.recurrenceEndsOn,
  );
  await db.transaction(async (tx) => {
    // A new date or rhythm starts a new series: its occurrences are counted again from the template's date.
    const restartsSeries = patch.incurredOn !== undefined || patch.recurrence !== undefined;
    await updateExpense(
      tx,
      { organizationId, expenseId },
      restartsSeries ? { ...patch, recurrenceWrittenThrough: null } : patch,
    );
    await writeAuditEvent(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'expense.updated',
      entityType: 'expense',
      entityId: expenseId,
      details: { fields: Object.keys(patch) },
      ipAddress: actor.ipAddress,
    });
  });
  const row = await requireExpense(db, actor, expenseId);
  if (row.expense.recurrence !== 'none') await catchUp(db, [row.expense], today);
  return toExpense(row);
}

export async function removeExpense(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  expenseId: string,
): Promise<void> {
  const row = await requireExpense(db, actor, expenseId);
  const { organizationId } = scopeOf(actor);
  await db.transaction(async (tx) => {
    await deleteExpense(tx, { organizationId, expenseId });
    await writeAuditEvent(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'expense.deleted',
      entityType: 'expense',
      entityId: expenseId,
      details: {
        category: row.expense.category,
        amountMinor: row.expense.amountMinor,
        incurredOn: row.expense.incurredOn,
        description: row.expense.description,
      },
      ipAddress: actor.ipAddress,
    });
  });
  if (row.expense.receiptKey) await files.remove(row.expense.receiptKey);
}

const RECEIPT_UPLOAD: DocumentUploadRules = {
  accept: EXPENSE_RECEIPT_CONTENT_TYPES,
  tooLarge: 'Receipts can be at most 10 MB',
  wrongType: 'Upload the receipt as a PDF, or as a PNG, JPG or WEBP image',
  fallbackName: 'receipt',
};

/** Attaches (or replaces) the receipt: a PDF or an image, checked by its content. */
export async function attachReceipt(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  expenseId: string,
  file: File,
): Promise<TExpense> {
  const before = await requireExpense(db, actor, expenseId);
  const { organizationId } = scopeOf(actor);
  const stored = await storeUploadedDocument(files, `${organizationId}/expenses`, file, RECEIPT_UPLOAD);
  await db.transaction(async (tx) => {
    await updateExpense(
      tx,
      { organizationId, expenseId },
      { receiptKey: stored.key, receiptContentType: stored.contentType, receiptFileName: stored.fileName },
    );
    await writeAuditEvent(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'expense.receipt_attached',
      entityType: 'expense',
      entityId: expenseId,
      details: { contentType: stored.contentType, fileName: stored.fileName },
      ipAddress: actor.ipAddress,
    });
  });
  if (before.expense.receiptKey) await files.remove(before.expense.receiptKey);
  return getExpense(db, actor, expenseId);
}

export async function detachReceipt(
  db: Database,
  files: FileStorage,
  actor: OrganizationActor,
  expenseId: string,
): Promise<TExpense> {
  const before = await requireExpense(db, actor, expenseId);
  const { organizationId } = scopeOf(actor);
  if (before.expense.receiptKey) {
    await db.transaction(async (tx) => {
      await updateExpense(
        tx,
        { organizationId, expenseId },
        { receiptKey: null, receiptContentType: null, receiptFileName: null },
      );
      await writeAuditEvent(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: 'expense.receipt_removed',
        entityType: 'expense',
        entityId: expenseId,
        ipAddress: actor.ipAddress,
      });
    });
    await files.remove(before.expense.receiptKey);
  }
  return getExpense(db, actor, expenseId);
}

export async function readReceipt(db: Database, files: FileStorage, actor: OrganizationActor, expenseId: string) {
  const { expense } = await requireExpense(db, actor, expenseId);
  if (!expense.receiptKey || !expense.receiptContentType)
    throw new AppError('not_found', 'This expense has no receipt');
  const body = await files.open(expense.receiptKey);
  if (!body) throw new AppError('not_found', 'Receipt not found');
  return { body, contentType: expense.receiptContentType, fileName: expense.receiptFileName ?? 'receipt' };
}

function alreadyRecorded(existing: { id: string; description: string; incurredOn: string }): AppError {
  return new AppError(
    'expense_already_recorded',
    `This request is already recorded as the expense "${existing.description}" of ${existing.incurredOn}`,
    { expenseId: [existing.id] },
  );
}

/**
 * 'Record as expense': a completed maintenance request with a cost becomes a maintenance expense of its property,
 * dated the day it was completed. Once only: a second attempt answers 409 naming the expense already recorded.
 */
export async function recordMaintenanceExpense(
  db: Database,
  actor: OrganizationActor,
  requestId: string,
): Promise<TExpense> {
  const { organizationId } = scopeOf(actor);
  const request = await getMaintenance(db, actor, requestId);
  const existing = await findExpenseOfMaintenanceRequest(db, { organizationId, requestId });
  if (existing) throw alreadyRecorded(existing);
  if (request.status !== 'completed' || !request.costMinor || !request.completedAt) {
    throw new AppError(
      'maintenance_not_billable',
      'Only a completed maintenance request with a cost can be recorded as an expense',
    );
  }
  const currency = await findOrganizationCurrency(db, organizationId);
  try {
    const expenseId = await db.transaction(async (tx) => {
      const id = await insertExpense(tx, {
        organizationId,
        propertyId: request.property.id,
        incurredOn: request.completedAt?.slice(0, 10) ?? '',
        category: 'maintenance',
        vendor: request.assignedTo?.name ?? '',
        description: request.title,
        amountMinor: request.costMinor ?? 0,
        currency,
        notes: '',
        maintenanceRequestId: request.id,
        createdByUserId: actor.userId,
      });
      await writeAuditEvent(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: 'expense.created',
        entityType: 'expense',
        entityId: id,
        details: { category: 'maintenance', amountMinor: request.costMinor, maintenanceRequestId: request.id },
        ipAddress: actor.ipAddress,
      });
      return id;
    });
    return getExpense(db, actor, expenseId);
  } catch (error) {
    // Two clicks at once: the unique key on the request lets one through; the other names it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findExpenseOfMaintenanceRequest(db, { organizationId, requestId });
    if (!winner) throw error;
    throw alreadyRecorded(winner);
  }
}
