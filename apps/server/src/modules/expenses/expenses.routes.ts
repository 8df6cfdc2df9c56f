import {
  ZCreateExpenseRequest,
  ZExpense,
  ZExpenseList,
  ZListExpensesQuery,
  ZUpdateExpenseRequest,
} from '@rentwell/contracts/expenses';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import { sendStoredFile } from '../../files/serve-stored-file.ts';
import { readUploadedFile } from '../../files/upload-body.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { acceptsUpload } from '../../lib/request-body-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  attachReceipt,
  changeExpense,
  createExpense,
  detachReceipt,
  getExpense,
  listExpensesOf,
  readReceipt,
  recordMaintenanceExpense,
  removeExpense,
} from './expenses.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/** `/api/expenses`: the landlord's and managers' expenses (part of `/financials`); other roles get 403. */
export function createExpensesRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('expenses:manage'), requireOrganizationActor())
      /** Newest first, filtered by category, property (or 'portfolio') and period, with the total of every match. */
      .get(
        '/',
        describeRoute({ tags: ['Expenses'], summary: 'Expenses', responses: json(ZExpenseList) }),
        validate('query', ZListExpensesQuery),
        async (c) => c.json(await listExpensesOf(deps.db, c.var.actor, c.req.valid('query'))),
      )
      .post(
        '/',
        describeRoute({ tags: ['Expenses'], summary: 'Record an expense', responses: json(ZExpense, 201) }),
        validate('json', ZCreateExpenseRequest),
        async (c) => c.json(await createExpense(deps.db, c.var.actor, c.req.valid('json'), todayFor(c.var.actor)), 201),
      )
      /** 'Record as expense' on a completed maintenance request with a cost; once only (409 names the expense). */
      .post(
        '/from-maintenance/:requestId',
        describeRoute({
          tags: ['Expenses'],
          summary: 'Record a maintenance request as an expense',
          responses: json(ZExpense, 201),
        }),
        validateIdParams('requestId'),
        async (c) => c.json(await recordMaintenanceExpense(deps.db, c.var.actor, c.req.valid('param').requestId), 201),
      )
      .get(
        '/:expenseId',
        describeRoute({ tags: ['Expenses'], summary: 'An expense', responses: json(ZExpense) }),
        validateIdParams('expenseId'),
        async (c) => c.json(await getExpense(deps.db, c.var.actor, c.req.valid('param').expenseId)),
      )
      .patch(
        '/:expenseId',
        describeRoute({ tags: ['Expenses'], summary: 'Change an expense', responses: json(ZExpense) }),
        validateIdParams('expenseId'),
        validate('json', ZUpdateExpenseRequest),
        async (c) =>
          c.json(
            await changeExpense(
              deps.db,
              c.var.actor,
              c.req.valid('param').expenseId,
              c.req.valid('json'),
              todayFor(c.var.actor),
            ),
          ),
      )
      .delete(
        '/:expenseId',
        describeRoute({
          tags: ['Expenses'],
          summary: 'Delete an expense',
          responses: { 204: { description: 'Deleted' } },
        }),
        validateIdParams('expenseId'),
        async (c) => {
          await removeExpense(deps.db, deps.files, c.var.actor, c.req.valid('param').expenseId);
          return c.body(null, 204);
        },
      )
      /** Attaches or replaces the receipt (PDF, PNG, JPG or WEBP ≤ 10 MB, multipart field `file`). */
      .put(
        '/:expenseId/receipt',
        describeRoute({ tags: ['Expenses'], summary: 'Upload the receipt', responses: json(ZExpense) }),
        validateIdParams('expenseId'),
        // Receipts share the upload cap of images and lease documents (10 MB).
        acceptsUpload,
        async (c) => {
          const file = await readUploadedFile(c);
          return c.json(await attachReceipt(deps.db, deps.files, c.var.actor, c.req.valid('param').expenseId, file));
        },
      )
      .delete(
        '/:expenseId/receipt',
        describeRoute({ tags: ['Expenses'], summary: 'Remove the receipt', responses: json(ZExpense) }),
        validateIdParams('expenseId'),
        async (c) => c.json(await detachReceipt(deps.db, deps.files, c.var.actor, c.req.valid('param').expenseId)),
      )
      /** The receipt as uploaded (images without their metadata): an image shown inline, a PDF downloaded. */
      .get(
        '/:expenseId/receipt',
        describeRoute({ tags: ['Expenses'], summary: 'Download the receipt' }),
        validateIdParams('expenseId'),
        async (c) => {
          const receipt = await readReceipt(deps.db, deps.files, c.var.actor, c.req.valid('param').expenseId);
          return sendStoredFile(c, {
            body: receipt.body,
            contentType: receipt.contentType,
            fileName: receipt.fileName,
            fallbackBase: 'receipt',
            cacheControl: 'private, no-cache',
          });
        },
      )
  );
}
