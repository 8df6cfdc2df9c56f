import { z } from 'zod';

/**
 * The messages the web page and the Rentwell browser extension exchange with `window.postMessage` on the app's own
 * origin. Both sides parse every message they receive with these schemas and drop anything else.
 */
export const EXTENSION_VERSION = '1.3.0';

export const PAGE_MESSAGE_SOURCE = 'rentwell-page';
export const EXTENSION_MESSAGE_SOURCE = 'rentwell-extension';

const nonce = z.string().min(8).max(100);

export const shareImageSchema = z.object({
  fileName: z.string().min(1).max(200),
  mimeType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  dataUrl: z.string().startsWith('data:image/').max(15_000_000),
});

export const shareGroupSchema = z.object({ groupId: z.string().uuid(), url: z.string().url().max(2000) });

export const shareJobSchema = z.object({
  jobId: z.string().uuid(),
  text: z.string().min(1).max(20_000),
  images: z.array(shareImageSchema).max(10),
  groups: z.array(shareGroupSchema).min(1).max(50),
});
export type ShareJob = z.infer<typeof shareJobSchema>;

export const pageMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(PAGE_MESSAGE_SOURCE), type: z.literal('hello'), nonce }),
  z.object({ source: z.literal(PAGE_MESSAGE_SOURCE), type: z.literal('share'), nonce, job: shareJobSchema }),
]);
export type PageMessage = z.infer<typeof pageMessageSchema>;

/**
 * What became of one group's post: 'filled' (the composer holds the post, the user has yet to press Post), then
 * 'published' (the user pressed Post and the composer closed) or 'abandoned' (closed without posting); 'failed' when
 * the composer could not be filled. Only 'published' counts as a post in the group.
 */
export const GROUP_SHARE_OUTCOMES = ['filled', 'published', 'abandoned', 'failed'] as const;
export const groupShareOutcomeSchema = z.enum(GROUP_SHARE_OUTCOMES);
export type GroupShareOutcome = z.infer<typeof groupShareOutcomeSchema>;

export const extensionMessageSchema = z.discriminatedUnion('type', [
  z.object({
    source: z.literal(EXTENSION_MESSAGE_SOURCE),
    type: z.literal('hello-ack'),
    nonce,
    version: z.string().max(20),
  }),
  z.object({
    source: z.literal(EXTENSION_MESSAGE_SOURCE),
    type: z.literal('share-accepted'),
    nonce,
    jobId: z.string().uuid(),
  }),
  z.object({
    source: z.literal(EXTENSION_MESSAGE_SOURCE),
    type: z.literal('share-failed'),
    nonce,
    jobId: z.string().uuid(),
    error: z.enum(['tabs-failed', 'invalid-job']),
  }),
  z.object({
    source: z.literal(EXTENSION_MESSAGE_SOURCE),
    type: z.literal('group-result'),
    jobId: z.string().uuid(),
    groupId: z.string().uuid(),
    outcome: groupShareOutcomeSchema,
  }),
]);
export type ExtensionMessage = z.infer<typeof extensionMessageSchema>;
