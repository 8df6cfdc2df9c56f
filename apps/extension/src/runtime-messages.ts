import { groupShareOutcomeSchema, shareImageSchema, shareJobSchema } from '@rentwell/contracts/extension-messages';
import { z } from 'zod';

/**
 * The messages between the extension's own parts (chrome.runtime / chrome.tabs messaging). Each receiver parses what
 * it gets with these schemas, as the page messages are parsed on the app origin.
 */
export const startShareMessageSchema = z.object({ kind: z.literal('start-share'), job: shareJobSchema });
export type StartShareMessage = z.infer<typeof startShareMessageSchema>;

export const startShareReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.enum(['tabs-failed', 'invalid-job']) }),
]);
export type StartShareReply = z.infer<typeof startShareReplySchema>;

export const composerReadyMessageSchema = z.object({ kind: z.literal('composer-ready') });

/** The background's answer to a groups page that asks whether it has a post to fill. */
export const fillRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fill'),
    jobId: z.string().uuid(),
    groupId: z.string().uuid(),
    text: z.string().min(1).max(20_000),
    images: z.array(shareImageSchema).max(10),
  }),
  z.object({ kind: z.literal('nothing-to-fill') }),
]);
export type FillRequest = z.infer<typeof fillRequestSchema>;

export const composerResultMessageSchema = z.object({
  kind: z.literal('composer-result'),
  jobId: z.string().uuid(),
  groupId: z.string().uuid(),
  outcome: groupShareOutcomeSchema,
});
export type ComposerResultMessage = z.infer<typeof composerResultMessageSchema>;

/** What the background hands the app tab the job came from, for the page. */
export const groupResultMessageSchema = z.object({
  kind: z.literal('group-result'),
  jobId: z.string().uuid(),
  groupId: z.string().uuid(),
  outcome: groupShareOutcomeSchema,
});
export type GroupResultMessage = z.infer<typeof groupResultMessageSchema>;

/** Everything the background service worker accepts from its content scripts. */
export const backgroundMessageSchema = z.discriminatedUnion('kind', [
  startShareMessageSchema,
  composerReadyMessageSchema,
  composerResultMessageSchema,
]);
