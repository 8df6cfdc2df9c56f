import {
  ZCreatePortfolioRequest,
  ZPortfolio,
  ZShareLink,
  ZUpdatePortfolioRequest,
} from '@rentwell/contracts/portfolios';
import { ZImage } from '@rentwell/contracts/properties';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { parseImageVariant, sendStoredImage } from '../../files/image-response.ts';
import { readUploadedFile } from '../../files/upload-body.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { acceptsUpload } from '../../lib/request-body-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  createPortfolio,
  deletePortfolio,
  getPortfolio,
  listPortfolios,
  readPortfolioImage,
  removePortfolioImage,
  revokePortfolioShare,
  sharePortfolio,
  updatePortfolio,
  uploadPortfolioImage,
} from './portfolios.service.ts';

const ok = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

export function createPortfoliosRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('portfolios:manage'), requireOrganizationActor())
      .get(
        '/',
        describeRoute({ tags: ['Portfolios'], summary: 'List portfolios', responses: ok(z.array(ZPortfolio)) }),
        async (c) => c.json(await listPortfolios(deps.db, c.var.actor)),
      )
      /** Creates a portfolio of some of the organization's properties; images come after. */
      .post(
        '/',
        describeRoute({ tags: ['Portfolios'], summary: 'Create a portfolio', responses: ok(ZPortfolio, 201) }),
        validate('json', ZCreatePortfolioRequest),
        async (c) => c.json(await createPortfolio(deps.db, c.var.actor, c.req.valid('json')), 201),
      )
      .get(
        '/:portfolioId',
        describeRoute({ tags: ['Portfolios'], summary: 'Get a portfolio', responses: ok(ZPortfolio) }),
        validateIdParams('portfolioId'),
        async (c) => c.json(await getPortfolio(deps.db, c.var.actor, c.req.valid('param').portfolioId)),
      )
      .patch(
        '/:portfolioId',
        describeRoute({ tags: ['Portfolios'], summary: 'Update a portfolio', responses: ok(ZPortfolio) }),
        validateIdParams('portfolioId'),
        validate('json', ZUpdatePortfolioRequest),
        async (c) =>
          c.json(await updatePortfolio(deps.db, c.var.actor, c.req.valid('param').portfolioId, c.req.valid('json'))),
      )
      .delete(
        '/:portfolioId',
        describeRoute({
          tags: ['Portfolios'],
          summary: 'Delete a portfolio',
          responses: { 204: { description: 'Deleted' } },
        }),
        validateIdParams('portfolioId'),
        async (c) => {
          await deletePortfolio(deps.db, deps.files, c.var.actor, c.req.valid('param').portfolioId);
          return c.body(null, 204);
        },
      )
      /** Creates (or regenerates) the public link; the token is shown only in this answer. */
      .post(
        '/:portfolioId/share',
        describeRoute({
          tags: ['Portfolios'],
          summary: 'Create or regenerate the share link',
          responses: ok(ZShareLink),
        }),
        validateIdParams('portfolioId'),
        async (c) => c.json(await sharePortfolio(deps.db, c.var.actor, c.req.valid('param').portfolioId)),
      )
      /** Revokes the public link at once. */
      .delete(
        '/:portfolioId/share',
        describeRoute({ tags: ['Portfolios'], summary: 'Revoke the share link', responses: ok(ZPortfolio) }),
        validateIdParams('portfolioId'),
        async (c) => c.json(await revokePortfolioShare(deps.db, c.var.actor, c.req.valid('param').portfolioId)),
      )
      .post(
        '/:portfolioId/images',
        describeRoute({ tags: ['Portfolios'], summary: 'Upload a portfolio image', responses: ok(ZImage, 201) }),
        validateIdParams('portfolioId'),
        acceptsUpload,
        async (c) => {
          const file = await readUploadedFile(c);
          return c.json(
            await uploadPortfolioImage(deps.db, deps.files, c.var.actor, c.req.valid('param').portfolioId, file),
            201,
          );
        },
      )
      .get(
        '/:portfolioId/images/:imageId/:variant',
        describeRoute({ tags: ['Portfolios'], summary: 'Download a portfolio image (WebP)' }),
        validateIdParams('portfolioId', 'imageId'),
        async (c) => {
          const variant = parseImageVariant(c.req.param('variant'));
          return sendStoredImage(
            c,
            await readPortfolioImage(deps.db, deps.files, c.var.actor, c.req.valid('param'), variant),
            'members',
          );
        },
      )
      .delete(
        '/:portfolioId/images/:imageId',
        describeRoute({
          tags: ['Portfolios'],
          summary: 'Delete a portfolio image',
          responses: { 204: { description: 'Deleted' } },
        }),
        validateIdParams('portfolioId', 'imageId'),
        async (c) => {
          await removePortfolioImage(deps.db, deps.files, c.var.actor, c.req.valid('param'));
          return c.body(null, 204);
        },
      )
  );
}
