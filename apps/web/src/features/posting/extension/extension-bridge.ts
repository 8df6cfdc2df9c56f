import {
  type ExtensionMessage,
  extensionMessageSchema,
  PAGE_MESSAGE_SOURCE,
  type PageMessage,
  type ShareJob,
} from '@rentwell/contracts/extension-messages';

/** How long the page waits for the extension to answer a hello, and how often it asks. */
export const HELLO_TIMEOUT_MS = 1500;
export const HELLO_ATTEMPTS = 2;
/** How long the page waits for the extension to take (or refuse) a share job. */
export const SHARE_TIMEOUT_MS = 20_000;

/**
 * Calls `handler` with every message the extension's content script posts to this page: only from this window and
 * origin, and only what parses as an extension message.
 */
export function listenToExtension(target: Window, handler: (message: ExtensionMessage) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== target || event.origin !== target.location.origin) return;
    const parsed = extensionMessageSchema.safeParse(event.data);
    if (parsed.success) handler(parsed.data);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}

function postToExtension(target: Window, message: PageMessage) {
  target.postMessage(message, target.location.origin);
}

function newNonce() {
  return crypto.randomUUID();
}

/** Waits for the first extension message `accept` returns a value for, or null after `timeoutMs`. */
function awaitAnswer<T>(
  target: Window,
  timeoutMs: number,
  accept: (message: ExtensionMessage) => T | undefined,
): Promise<T | null> {
  return new Promise((resolve) => {
    const stop = listenToExtension(target, (message) => {
      const value = accept(message);
      if (value === undefined) return;
      clearTimeout(timer);
      stop();
      resolve(value);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, timeoutMs);
  });
}

/** Says hello (and again if unanswered); the extension's version when it answers, null when it is not there. */
export async function detectExtension(
  target: Window,
  { timeoutMs = HELLO_TIMEOUT_MS, attempts = HELLO_ATTEMPTS } = {},
): Promise<{ version: string } | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const nonce = newNonce();
    const answer = awaitAnswer(target, timeoutMs, (message) =>
      message.type === 'hello-ack' && message.nonce === nonce ? { version: message.version } : undefined,
    );
    postToExtension(target, { source: PAGE_MESSAGE_SOURCE, type: 'hello', nonce });
    const found = await answer;
    if (found) return found;
  }
  return null;
}

export type THandOff =
  | { outcome: 'accepted' }
  | { outcome: 'failed'; error: 'tabs-failed' | 'invalid-job' | 'no-answer' };

/** Hands a share job to the extension; what it answered (or 'no-answer' after `timeoutMs`). */
export async function handOffShareJob(target: Window, job: ShareJob, timeoutMs = SHARE_TIMEOUT_MS): Promise<THandOff> {
  const nonce = newNonce();
  const answer = awaitAnswer<THandOff>(target, timeoutMs, (message) => {
    if (message.type === 'share-accepted' && message.nonce === nonce && message.jobId === job.jobId) {
      return { outcome: 'accepted' };
    }
    if (message.type === 'share-failed' && message.nonce === nonce && message.jobId === job.jobId) {
      return { outcome: 'failed', error: message.error };
    }
    return undefined;
  });
  postToExtension(target, { source: PAGE_MESSAGE_SOURCE, type: 'share', nonce, job });
  return (await answer) ?? { outcome: 'failed', error: 'no-answer' };
}
