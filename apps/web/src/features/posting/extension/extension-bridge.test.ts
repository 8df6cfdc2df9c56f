import { EXTENSION_MESSAGE_SOURCE, type PageMessage } from '@rentwell/contracts/extension-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectExtension, handOffShareJob, listenToExtension } from './extension-bridge.ts';

const JOB = {
  jobId: '7d1f3c4e-8a2b-4c6d-9e0f-1a2b3c4d5e6f',
  text: 'Sunny flat for rent',
  images: [],
  groups: [{ groupId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', url: 'https://www.facebook.com/groups/pdx' }],
};

/** What the extension's content script would post to the page. */
function fromExtension(data: unknown, init: { origin?: string; source?: Window | null } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: init.origin ?? window.location.origin,
      source: init.source === undefined ? window : init.source,
    }),
  );
}

/** Answers each page message the way `reply` says, as the extension would. */
function extensionAnswers(reply: (message: PageMessage) => unknown) {
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    const answer = reply(message as PageMessage);
    if (answer) setTimeout(() => fromExtension(answer), 0);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the page side of the extension bridge', () => {
  it('hears only parsed extension messages from this window and origin', () => {
    const heard: unknown[] = [];
    const stop = listenToExtension(window, (message) => heard.push(message.type));
    const ack = { source: EXTENSION_MESSAGE_SOURCE, type: 'hello-ack', nonce: 'n0nce-123456', version: '1.3.0' };
    fromExtension(ack, { origin: 'https://evil.example' });
    fromExtension(ack, { source: null });
    fromExtension({ ...ack, source: 'someone-else' });
    fromExtension({ source: 'rentwell-page', type: 'hello', nonce: 'n0nce-123456' });
    fromExtension(ack);
    stop();
    fromExtension(ack);
    expect(heard).toEqual(['hello-ack']);
  });

  it('detects the extension by its answer to hello, with the same nonce', async () => {
    extensionAnswers((message) =>
      message.type === 'hello'
        ? { source: EXTENSION_MESSAGE_SOURCE, type: 'hello-ack', nonce: message.nonce, version: '1.3.0' }
        : null,
    );
    expect(await detectExtension(window, { timeoutMs: 200 })).toEqual({ version: '1.3.0' });
  });

  it('says the extension is missing when nothing answers (after asking twice)', async () => {
    const posted = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    expect(await detectExtension(window, { timeoutMs: 20, attempts: 2 })).toBeNull();
    expect(posted).toHaveBeenCalledTimes(2);
    expect(posted.mock.calls[0]?.[1]).toBe(window.location.origin);
  });

  it("hands a job over and reports the extension's answer: accepted, tabs failed, or none", async () => {
    extensionAnswers((message) =>
      message.type === 'share'
        ? { source: EXTENSION_MESSAGE_SOURCE, type: 'share-accepted', nonce: message.nonce, jobId: message.job.jobId }
        : null,
    );
    expect(await handOffShareJob(window, JOB, 200)).toEqual({ outcome: 'accepted' });

    vi.restoreAllMocks();
    extensionAnswers((message) =>
      message.type === 'share'
        ? {
            source: EXTENSION_MESSAGE_SOURCE,
            type: 'share-failed',
            nonce: message.nonce,
            jobId: message.job.jobId,
            error: 'tabs-failed',
          }
        : null,
    );
    expect(await handOffShareJob(window, JOB, 200)).toEqual({ outcome: 'failed', error: 'tabs-failed' });

    vi.restoreAllMocks();
    vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    expect(await handOffShareJob(window, JOB, 20)).toEqual({ outcome: 'failed', error: 'no-answer' });
  });
});
