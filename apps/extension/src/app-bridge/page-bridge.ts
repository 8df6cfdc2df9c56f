import {
  EXTENSION_MESSAGE_SOURCE,
  type ExtensionMessage,
  pageMessageSchema,
  type ShareJob,
} from '@rentwell/contracts/extension-messages';
import { type GroupResultMessage, groupResultMessageSchema, type StartShareReply } from '../runtime-messages.ts';

export type PageBridgeOptions = {
  /** The app page's window (the content script shares it, in its own isolated world). */
  window: Window;
  version: string;
  /** Hands a validated share job to the background worker and resolves with its answer. */
  startShare: (job: ShareJob) => Promise<StartShareReply>;
};

/**
 * The app origin's side of the extension: answers the page's presence handshake and forwards share jobs to the
 * background worker. Only messages the page's own window posted on its own origin, and that parse, are answered.
 */
export function createPageBridge({ window: page, version, startShare }: PageBridgeOptions) {
  const origin = page.location.origin;
  const post = (message: ExtensionMessage) => page.postMessage(message, origin);

  async function onWindowMessage(event: MessageEvent) {
    if (event.source !== page || event.origin !== origin) return;
    const parsed = pageMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'hello') {
      post({ source: EXTENSION_MESSAGE_SOURCE, type: 'hello-ack', nonce: message.nonce, version });
      return;
    }
    const { nonce, job } = message;
    let reply: StartShareReply;
    try {
      reply = await startShare(job);
    } catch {
      // The background could not be reached (the extension was reloaded or updated under the page): no tab opened.
      reply = { ok: false, error: 'tabs-failed' };
    }
    if (reply.ok) post({ source: EXTENSION_MESSAGE_SOURCE, type: 'share-accepted', nonce, jobId: job.jobId });
    else post({ source: EXTENSION_MESSAGE_SOURCE, type: 'share-failed', nonce, jobId: job.jobId, error: reply.error });
  }

  /** A group's outcome from the background: parsed, then passed to the page. */
  function onGroupResult(message: unknown): boolean {
    const parsed = groupResultMessageSchema.safeParse(message);
    if (!parsed.success) return false;
    const { jobId, groupId, outcome }: GroupResultMessage = parsed.data;
    post({ source: EXTENSION_MESSAGE_SOURCE, type: 'group-result', jobId, groupId, outcome });
    return true;
  }

  return { onWindowMessage, onGroupResult };
}
