import { ZPublicPortfolio } from '@rentwell/contracts/portfolios';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { parseImageVariant, sendStoredImage } from '../../files/image-response.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { validateIdParams } from '../../lib/validate.ts';
import { getPublicPortfolio, readPublicPortfolioImage, readPublicPropertyImage } from './portfolios.service.ts';

const ZToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

function tokenOf(value: string): string {
  const parsed = ZToken.safeParse(value);
  if (!parsed.success) throw new AppError('not_found', 'This portfolio link is not valid');
  return parsed.data;
}

/** Shared portfolio pages: no sign-in, the token is the key. */
export function createPublicPortfoliosRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/:token',
      describeRoute({
        tags: ['Public'],
        summary: 'A shared portfolio',
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: resolver(ZPublicPortfolio) } } },
        },
      }),
      async (c) => c.json(await getPublicPortfolio(deps.db, tokenOf(c.req.param('token')))),
    )
    .get(
      '/:token/images/:imageId/:variant',
      describeRoute({ tags: ['Public'], summary: 'An image of a shared portfolio' }),
      validateIdParams('imageId'),
      async (c) => {
        const token = tokenOf(c.req.param('token'));
        const body = await readPublicPortfolioImage(
          deps.db,
          deps.files,
          token,
          c.req.valid('param').imageId,
          parseImageVariant(c.req.param('variant')),
        );
        return sendStoredImage(c, body, 'share-link');
      },
    )
    .get(
      '/:token/properties/:propertyId/images/:imageId/:variant',
      describeRoute({ tags: ['Public'], summary: 'An image of a property in a shared portfolio' }),
      validateIdParams('propertyId', 'imageId'),
      async (c) => {
        const token = tokenOf(c.req.param('token'));
        const body = await readPublicPropertyImage(
          deps.db,
          deps.files,
          token,
          c.req.valid('param'),
          parseImageVariant(c.req.param('variant')),
        );
        return sendStoredImage(c, body, 'share-link');
      },
    );
}
