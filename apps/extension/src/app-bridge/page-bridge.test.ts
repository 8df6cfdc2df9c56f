import type { ShareJob } from '@rentwell/contracts/extension-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartShareReply } from '../runtime-messages.ts';
import { createPageBridge } from './page-bridge.ts';

const job: ShareJob = {
  jobId: '5f0c1b7e-3d2a-4c1e-9b7a-1a2b3c4d5e6f',
  text: 'Sunny two-bedroom near the park',
  images: [{ fileName: 'front.jpg', mimeType: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,/9j/' }],
  groups: [{ groupId: '0b9d7a52-8a1c-4f2e-b3d4-5e6f7a8b9c0d', url: 'https://www.facebook.com/groups/rentals' }],
};

function setUp(startShare: (job: ShareJob) => Promise<StartShareReply> = async () => ({ ok: true })) {
  const posted = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const start = vi.fn(startShare);
  const bridge = createPageBridge({ window, version: '1.3.0', startShare: start });
  const fromPage = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    bridge.onWindowMessage(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? window.location.origin,
        source: init.source === undefined ? window : init.source,
      }),
    );
  const replies = () => posted.mock.calls.map(([message, origin]) => ({ message, origin }));
  return { bridge, start, fromPage, replies };
}

afterEach(() => vi.restoreAllMocks());

describe('the page bridge on the app origin', () => {
  it('answers hello with hello-ack, the same nonce and the version, to its own origin only', async () => {
    const { fromPage, replies } = setUp();
    await fromPage({ source: 'rentwell-page', type: 'hello', nonce: 'nonce-123456' });
    expect(replies()).toEqual([
      {
        message: { source: 'rentwell-extension', type: 'hello-ack', nonce: 'nonce-123456', version: '1.3.0' },
        origin: window.location.origin,
      },
    ]);
  });

  it('ignores messages from another origin, another window, or that do not parse', async () => {
    const { fromPage, replies, start } = setUp();
    const hello = { source: 'rentwell-page', type: 'hello', nonce: 'nonce-123456' };
    await fromPage(hello, { origin: 'https://evil.example' });
    await fromPage(hello, { source: null });
    await fromPage({ ...hello, nonce: 'short' });
    await fromPage({ source: 'someone-else', type: 'hello', nonce: 'nonce-123456' });
    await fromPage({ source: 'rentwell-page', type: 'share', nonce: 'nonce-123456', job: { ...job, groups: [] } });
    await fromPage('hello');
    expect(replies()).toEqual([]);
    expect(start).not.toHaveBeenCalled();
  });

  it('forwards a share job to the background and tells the page it was accepted', async () => {
    const { fromPage, replies, start } = setUp();
    await fromPage({ source: 'rentwell-page', type: 'share', nonce: 'nonce-abcdefgh', job });
    expect(start).toHaveBeenCalledWith(job);
    expect(replies().map(({ message }) => message)).toEqual([
      { source: 'rentwell-extension', type: 'share-accepted', nonce: 'nonce-abcdefgh', jobId: job.jobId },
    ]);
  });

  it("reports 'tabs-failed' when the background could not open the tabs or could not be reached", async () => {
    const refused = setUp(async () => ({ ok: false, error: 'tabs-failed' }));
    await refused.fromPage({ source: 'rentwell-page', type: 'share', nonce: 'nonce-abcdefgh', job });
    const unreachable = setUp(async () => {
      throw new Error('Extension context invalidated.');
    });
    await unreachable.fromPage({ source: 'rentwell-page', type: 'share', nonce: 'nonce-abcdefgh', job });
    const failure = {
      message: {
        source: 'rentwell-extension',
        type: 'share-failed',
        nonce: 'nonce-abcdefgh',
        jobId: job.jobId,
        error: 'tabs-failed',
      },
      origin: window.location.origin,
    };
    expect(unreachable.replies()).toEqual([failure, failure]);
  });

  it('relays a valid group result to the page and drops anything else', () => {
    const { bridge, replies } = setUp();
    const result = { kind: 'group-result', jobId: job.jobId, groupId: job.groups[0]?.groupId, outcome: 'filled' };
    expect(bridge.onGroupResult(result)).toBe(true);
    expect(bridge.onGroupResult({ ...result, outcome: 'posted' })).toBe(false);
    expect(bridge.onGroupResult({ kind: 'fill' })).toBe(false);
    expect(replies().map(({ message }) => message)).toEqual([
      {
        source: 'rentwell-extension',
        type: 'group-result',
        jobId: job.jobId,
        groupId: result.groupId,
        outcome: 'filled',
      },
    ]);
  });
});
