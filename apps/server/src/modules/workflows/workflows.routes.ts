import {
  ZCreateFromTemplateRequest,
  ZCreateReminderRuleRequest,
  ZReminderDelivery,
  ZReminderPreview,
  ZReminderRule,
  ZReminderRuleList,
  ZReminderTestResult,
  ZUpdateReminderRuleRequest,
} from '@rentwell/contracts/workflows';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  changeReminderRule,
  createReminderFromTemplate,
  createReminderRule,
  listReminderDeliveries,
  listReminderRules,
  previewReminders,
  removeReminderRule,
  sendTestReminder,
} from './workflows.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/** `/api/workflows`: the organization's automated reminders (admins and property managers). */
export function createWorkflowsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('workflows:manage'), requireOrganizationActor())
      .get(
        '/',
        describeRoute({
          tags: ['Workflows'],
          summary: 'Reminders with their latest deliveries',
          responses: json(ZReminderRuleList),
        }),
        async (c) => c.json(await listReminderRules(deps.db, c.var.actor)),
      )
      .post(
        '/',
        describeRoute({ tags: ['Workflows'], summary: 'Create a reminder', responses: json(ZReminderRule, 201) }),
        validate('json', ZCreateReminderRuleRequest),
        async (c) => c.json(await createReminderRule(deps.db, c.var.actor, c.req.valid('json')), 201),
      )
      .post(
        '/from-template',
        describeRoute({
          tags: ['Workflows'],
          summary: 'Create a reminder from a template',
          responses: json(ZReminderRule, 201),
        }),
        validate('json', ZCreateFromTemplateRequest),
        async (c) => c.json(await createReminderFromTemplate(deps.db, c.var.actor, c.req.valid('json').template), 201),
      )
      /** What each active reminder will send in the next 30 days, and to whom. */
      .get(
        '/preview',
        describeRoute({
          tags: ['Workflows'],
          summary: 'The next 30 days of reminders',
          responses: json(ZReminderPreview),
        }),
        async (c) => c.json(await previewReminders(deps.db, c.var.actor, new Date())),
      )
      .patch(
        '/:ruleId',
        describeRoute({
          tags: ['Workflows'],
          summary: 'Change or (de)activate a reminder',
          responses: json(ZReminderRule),
        }),
        validateIdParams('ruleId'),
        validate('json', ZUpdateReminderRuleRequest),
        async (c) =>
          c.json(await changeReminderRule(deps.db, c.var.actor, c.req.valid('param').ruleId, c.req.valid('json'))),
      )
      .delete(
        '/:ruleId',
        describeRoute({
          tags: ['Workflows'],
          summary: 'Delete a reminder',
          responses: { 204: { description: 'Deleted' } },
        }),
        validateIdParams('ruleId'),
        async (c) => {
          await removeReminderRule(deps.db, c.var.actor, c.req.valid('param').ruleId);
          return c.body(null, 204);
        },
      )
      .get(
        '/:ruleId/deliveries',
        describeRoute({
          tags: ['Workflows'],
          summary: "A reminder's delivery log",
          responses: json(z.object({ items: z.array(ZReminderDelivery) })),
        }),
        validateIdParams('ruleId'),
        async (c) => c.json(await listReminderDeliveries(deps.db, c.var.actor, c.req.valid('param').ruleId)),
      )
      /** Sends the reminder to the signed-in manager now. */
      .post(
        '/:ruleId/test',
        describeRoute({ tags: ['Workflows'], summary: 'Send a test to me', responses: json(ZReminderTestResult) }),
        validateIdParams('ruleId'),
        async (c) =>
          c.json(await sendTestReminder(deps.db, deps.notifier, c.var.actor, c.req.valid('param').ruleId, new Date())),
      )
  );
}
