import {
  ZComposedPost,
  ZComposePostRequest,
  ZCreateFacebookGroupRequest,
  ZCreateSocialPostRequest,
  ZFacebookGroup,
  ZFacebookGroupList,
  ZGroupResultRequest,
  ZPostHandOffRequest,
  ZPostSourceList,
  ZSocialPost,
  ZSocialPostList,
  ZSocialPostListQuery,
  ZUpdateFacebookGroupRequest,
} from '@rentwell/contracts/social-posting';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { DEFAULT_EXTENSION_DIST_DIR, EXTENSION_ZIP_NAME, zipExtension } from './extension-package.ts';
import {
  changeFacebookGroup,
  createFacebookGroup,
  listFacebookGroups,
  removeFacebookGroup,
} from './facebook-groups.service.ts';
import { composeSocialPost, listSocialPostSources } from './post-composer.service.ts';
import {
  cancelSocialPost,
  claimDueSocialPosts,
  createSocialPost,
  listSocialPosts,
  reportSocialPostGroupResult,
  reportSocialPostHandOff,
} from './social-posts.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});
const tags = ['Social posting'];

/**
 * `/api/social-posting`: the signed-in manager's Facebook groups and posts (each visible only to its owner), the post
 * composer and the browser extension's download. Admins and property managers.
 */
export function createSocialPostingRoutes(deps: AppDeps, extensionDistDir = DEFAULT_EXTENSION_DIST_DIR) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('posting:manage'), requireOrganizationActor())
      .get(
        '/groups',
        describeRoute({ tags, summary: 'My Facebook groups', responses: json(ZFacebookGroupList) }),
        async (c) => c.json(await listFacebookGroups(deps.db, c.var.actor)),
      )
      .post(
        '/groups',
        describeRoute({ tags, summary: 'Add a Facebook group', responses: json(ZFacebookGroup, 201) }),
        validate('json', ZCreateFacebookGroupRequest),
        async (c) => c.json(await createFacebookGroup(deps.db, c.var.actor, c.req.valid('json')), 201),
      )
      .patch(
        '/groups/:groupId',
        describeRoute({ tags, summary: 'Change or (de)activate a Facebook group', responses: json(ZFacebookGroup) }),
        validateIdParams('groupId'),
        validate('json', ZUpdateFacebookGroupRequest),
        async (c) =>
          c.json(await changeFacebookGroup(deps.db, c.var.actor, c.req.valid('param').groupId, c.req.valid('json'))),
      )
      .delete(
        '/groups/:groupId',
        describeRoute({ tags, summary: 'Delete a Facebook group', responses: { 204: { description: 'Deleted' } } }),
        validateIdParams('groupId'),
        async (c) => {
          await removeFacebookGroup(deps.db, c.var.actor, c.req.valid('param').groupId);
          return c.body(null, 204);
        },
      )
      .get(
        '/sources',
        describeRoute({
          tags,
          summary: 'Properties and listings to write a post about',
          responses: json(ZPostSourceList),
        }),
        async (c) => c.json(await listSocialPostSources(deps.db, c.var.actor)),
      )
      .post(
        '/compose',
        describeRoute({ tags, summary: 'Write a post about a property or listing', responses: json(ZComposedPost) }),
        validate('json', ZComposePostRequest),
        async (c) => c.json(await composeSocialPost(deps.db, deps.languageModel, c.var.actor, c.req.valid('json'))),
      )
      .get(
        '/posts',
        describeRoute({ tags, summary: 'A page of my posts, newest first', responses: json(ZSocialPostList) }),
        validate('query', ZSocialPostListQuery),
        async (c) => c.json(await listSocialPosts(deps.db, c.var.actor, c.req.valid('query'))),
      )
      .post(
        '/posts',
        describeRoute({ tags, summary: 'Share now or schedule a post', responses: json(ZSocialPost, 201) }),
        validate('json', ZCreateSocialPostRequest),
        async (c) => c.json(await createSocialPost(deps.db, c.var.actor, c.req.valid('json'), new Date()), 201),
      )
      /** Claims my scheduled posts that are due (each once) for the open page to hand to the extension. */
      .post(
        '/posts/claim-due',
        describeRoute({ tags, summary: 'Claim my due scheduled posts', responses: json(ZSocialPostList) }),
        async (c) => c.json(await claimDueSocialPosts(deps.db, c.var.actor, new Date())),
      )
      .post(
        '/posts/:postId/cancel',
        describeRoute({ tags, summary: 'Cancel a scheduled post', responses: json(ZSocialPost) }),
        validateIdParams('postId'),
        async (c) => c.json(await cancelSocialPost(deps.db, c.var.actor, c.req.valid('param').postId)),
      )
      .post(
        '/posts/:postId/hand-off',
        describeRoute({ tags, summary: "Report the extension's answer to a share", responses: json(ZSocialPost) }),
        validateIdParams('postId'),
        validate('json', ZPostHandOffRequest),
        async (c) =>
          c.json(
            await reportSocialPostHandOff(
              deps.db,
              c.var.actor,
              c.req.valid('param').postId,
              c.req.valid('json'),
              new Date(),
            ),
          ),
      )
      .post(
        '/posts/:postId/group-results',
        describeRoute({ tags, summary: "Report one group's outcome", responses: json(ZSocialPost) }),
        validateIdParams('postId'),
        validate('json', ZGroupResultRequest),
        async (c) =>
          c.json(
            await reportSocialPostGroupResult(
              deps.db,
              c.var.actor,
              c.req.valid('param').postId,
              c.req.valid('json'),
              new Date(),
            ),
          ),
      )
      /** The browser extension as a zip to unzip and load unpacked. */
      .get('/extension.zip', describeRoute({ tags, summary: 'Download the browser extension' }), async (c) => {
        const archive = await zipExtension(extensionDistDir);
        return c.body(archive.slice().buffer, 200, {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${EXTENSION_ZIP_NAME}"`,
          'cache-control': 'no-store',
        });
      })
  );
}
