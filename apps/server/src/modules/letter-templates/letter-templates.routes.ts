import {
  ZLetterTemplate,
  ZLetterTemplateList,
  ZLetterTemplateParams,
  ZLetterTemplatePreview,
  ZPreviewLetterTemplateRequest,
  ZSaveLetterTemplateRequest,
} from '@rentwell/contracts/letter-templates';
import { Hono } from 'hono';
import { describeRoute, resolver, validator } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  listLetterTemplates,
  previewLetterTemplate,
  resetLetterTemplate,
  saveLetterTemplate,
} from './letter-templates.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/** A kind or language outside the lists names no template: 404 like a missing row. */
const templateParams = validator('param', ZLetterTemplateParams, (result) => {
  if (!result.success) throw new AppError('not_found', 'Template not found');
});

/** The organization's wording of its letters and notes (admins), with a preview filled from one of its leases. */
export function createLetterTemplatesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireActor(deps), requirePermission('organization:manage'), requireOrganizationActor())
    .get(
      '/',
      describeRoute({ tags: ['Account'], summary: 'Letter templates', responses: ok(ZLetterTemplateList) }),
      async (c) => c.json(await listLetterTemplates(deps.db, c.var.actor)),
    )
    .post(
      '/preview',
      describeRoute({ tags: ['Account'], summary: 'Preview a letter template', responses: ok(ZLetterTemplatePreview) }),
      validate('json', ZPreviewLetterTemplateRequest),
      async (c) =>
        c.json(await previewLetterTemplate(deps.db, c.var.actor, c.req.valid('json'), todayFor(c.var.actor))),
    )
    .put(
      '/:kind/:language',
      describeRoute({ tags: ['Account'], summary: 'Save a letter template', responses: ok(ZLetterTemplate) }),
      templateParams,
      validate('json', ZSaveLetterTemplateRequest),
      async (c) =>
        c.json(await saveLetterTemplate(deps.db, c.var.actor, c.req.valid('param'), c.req.valid('json').body)),
    )
    .delete(
      '/:kind/:language',
      describeRoute({ tags: ['Account'], summary: 'Reset a letter template', responses: ok(ZLetterTemplate) }),
      templateParams,
      async (c) => c.json(await resetLetterTemplate(deps.db, c.var.actor, c.req.valid('param'))),
    );
}
