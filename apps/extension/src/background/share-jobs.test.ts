// @vitest-environment node
import type { ShareJob } from '@rentwell/contracts/extension-messages';
import { describe, expect, it, vi } from 'vitest';
import type { GroupResultMessage } from '../runtime-messages.ts';
import { createSessionState } from './session-state.ts';
import { createShareJobs } from './share-jobs.ts';

const APP_TAB = 7;
const job: ShareJob = {
  jobId: '5f0c1b7e-3d2a-4c1e-9b7a-1a2b3c4d5e6f',
  text: 'Sunny two-bedroom near the park',
  images: [{ fileName: 'front.jpg', mimeType: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,/9j/' }],
  groups: [
    { groupId: '0b9d7a52-8a1c-4f2e-b3d4-5e6f7a8b9c0d', url: 'https://www.facebook.com/groups/portland-rentals' },
    { groupId: '1c8e6b41-7b0d-4e3f-a2c5-4d5e6f7a8b9c', url: 'https://facebook.com/groups/pdx-housing/?ref=share' },
  ],
};
const [first, second] = job.groups as [ShareJob['groups'][number], ShareJob['groups'][number]];

function setUp(options: { testGroupOrigin?: string | null; failOpeningAt?: number } = {}) {
  let nextTabId = 100;
  const opened: { url: string; active: boolean; openerTabId: number }[] = [];
  const closed: number[] = [];
  const sent: { tabId: number; message: GroupResultMessage }[] = [];
  const jobs = createShareJobs({
    state: createSessionState(null),
    testGroupOrigin: options.testGroupOrigin ?? null,
    openTab: async (url, tabOptions) => {
      if (opened.length === options.failOpeningAt) throw new Error('No tab');
      opened.push({ url, ...tabOptions });
      nextTabId += 1;
      return nextTabId;
    },
    closeTab: async (tabId) => {
      closed.push(tabId);
    },
    sendToTab: async (tabId, message) => {
      sent.push({ tabId, message });
    },
  });
  return { jobs, opened, closed, sent };
}

describe('share jobs in the background worker', () => {
  it('opens one tab per group next to the app tab, the first one in front', async () => {
    const { jobs, opened } = setUp();
    expect(await jobs.start(job, APP_TAB)).toEqual({ ok: true });
    expect(opened).toEqual([
      { url: first.url, active: true, openerTabId: APP_TAB },
      { url: second.url, active: false, openerTabId: APP_TAB },
    ]);
  });

  it('opens the same group paths on the local test page in a test build', async () => {
    const { jobs, opened } = setUp({ testGroupOrigin: 'http://127.0.0.1:4789' });
    await jobs.start(job, APP_TAB);
    expect(opened.map(({ url }) => url)).toEqual([
      'http://127.0.0.1:4789/groups/portland-rentals',
      'http://127.0.0.1:4789/groups/pdx-housing/?ref=share',
    ]);
  });

  it("answers 'tabs-failed' and closes the tabs it did open when a tab cannot be opened", async () => {
    const { jobs, closed } = setUp({ failOpeningAt: 1 });
    expect(await jobs.start(job, APP_TAB)).toEqual({ ok: false, error: 'tabs-failed' });
    expect(closed).toEqual([101]);
    expect(await jobs.composerReady(101)).toEqual({ kind: 'nothing-to-fill' });
  });

  it("refuses a job with a URL that is not a Facebook group ('invalid-job') without opening anything", async () => {
    const { jobs, opened } = setUp();
    const reply = await jobs.start({ ...job, groups: [{ ...first, url: 'https://www.facebook.com/marketplace' }] }, 1);
    expect(reply).toEqual({ ok: false, error: 'invalid-job' });
    expect(opened).toEqual([]);
  });

  it('hands the post to the tabs it opened only, and reports each outcome to the app tab in order', async () => {
    const { jobs, sent } = setUp();
    await jobs.start(job, APP_TAB);
    expect(await jobs.composerReady(101)).toEqual({
      kind: 'fill',
      jobId: job.jobId,
      groupId: first.groupId,
      text: job.text,
      images: job.images,
    });
    expect(await jobs.composerReady(55)).toEqual({ kind: 'nothing-to-fill' });

    await jobs.composerResult(101, {
      kind: 'composer-result',
      jobId: job.jobId,
      groupId: first.groupId,
      outcome: 'filled',
    });
    // A result naming another group than the tab's is ignored; a second result for a reported tab too.
    await jobs.composerResult(102, {
      kind: 'composer-result',
      jobId: job.jobId,
      groupId: first.groupId,
      outcome: 'filled',
    });
    await jobs.composerResult(101, {
      kind: 'composer-result',
      jobId: job.jobId,
      groupId: first.groupId,
      outcome: 'failed',
    });
    await jobs.composerResult(102, {
      kind: 'composer-result',
      jobId: job.jobId,
      groupId: second.groupId,
      outcome: 'failed',
    });
    expect(sent).toEqual([
      {
        tabId: APP_TAB,
        message: { kind: 'group-result', jobId: job.jobId, groupId: first.groupId, outcome: 'filled' },
      },
      {
        tabId: APP_TAB,
        message: { kind: 'group-result', jobId: job.jobId, groupId: second.groupId, outcome: 'failed' },
      },
    ]);
    // Reported tabs are forgotten, and with them the job's text and images.
    expect(await jobs.composerReady(101)).toEqual({ kind: 'nothing-to-fill' });
  });

  it('reports a group failed when its tab is closed or lands outside the groups pages before filling', async () => {
    const { jobs, sent } = setUp();
    await jobs.start(job, APP_TAB);
    await jobs.tabLoaded(101, 'https://www.facebook.com/groups/portland-rentals/');
    await jobs.tabLoaded(102, 'https://www.facebook.com/login/?next=%2Fgroups%2Fpdx-housing');
    await jobs.tabClosed(101);
    await jobs.tabClosed(101);
    expect(sent.map(({ message }) => [message.groupId, message.outcome])).toEqual([
      [second.groupId, 'failed'],
      [first.groupId, 'failed'],
    ]);
  });

  it('after filling, waits for the user: published when they post, abandoned when the tab closes or reloads', async () => {
    const { jobs, sent } = setUp();
    await jobs.start(
      { ...job, groups: [first, second, { ...first, groupId: '2d7f5c30-6a9e-4d2a-91b4-3c4d5e6f7a8b' }] },
      APP_TAB,
    );
    const result = (tabId: number, groupId: string, outcome: 'filled' | 'published' | 'abandoned' | 'failed') =>
      jobs.composerResult(tabId, { kind: 'composer-result', jobId: job.jobId, groupId, outcome });
    // Published before it was filled is out of order, and ignored.
    await result(101, first.groupId, 'published');
    await result(101, first.groupId, 'filled');
    await result(101, first.groupId, 'published');
    await result(101, first.groupId, 'published');
    await result(102, second.groupId, 'filled');
    await jobs.tabClosed(102);
    await result(103, '2d7f5c30-6a9e-4d2a-91b4-3c4d5e6f7a8b', 'filled');
    // A filled tab that loads again has lost its post: it is not filled twice.
    expect(await jobs.composerReady(103)).toEqual({ kind: 'nothing-to-fill' });
    expect(sent.map(({ message }) => [message.groupId, message.outcome])).toEqual([
      [first.groupId, 'filled'],
      [first.groupId, 'published'],
      [second.groupId, 'filled'],
      [second.groupId, 'abandoned'],
      ['2d7f5c30-6a9e-4d2a-91b4-3c4d5e6f7a8b', 'filled'],
      ['2d7f5c30-6a9e-4d2a-91b4-3c4d5e6f7a8b', 'abandoned'],
    ]);
    // Every tab had its post: the job's text and images are gone.
    await jobs.tabClosed(101);
    expect(sent).toHaveLength(6);
  });

  it('keeps working when reporting to a closed app tab fails', async () => {
    const failing = createShareJobs({
      state: createSessionState(null),
      testGroupOrigin: null,
      openTab: async () => 5,
      closeTab: async () => undefined,
      sendToTab: vi.fn(async () => {
        throw new Error('No tab with id 7');
      }),
    });
    await failing.start({ ...job, groups: [first] }, APP_TAB);
    await expect(failing.tabClosed(5)).resolves.toBeUndefined();
    expect(await failing.composerReady(5)).toEqual({ kind: 'nothing-to-fill' });
  });
});

describe('session state', () => {
  it('mirrors to chrome.storage.session and reads it back after the worker restarted', async () => {
    const stored = new Map<string, unknown>();
    const area = {
      get: async (key: string) => (stored.has(key) ? { [key]: stored.get(key) } : {}),
      set: async (items: Record<string, unknown>) => {
        for (const [key, value] of Object.entries(items)) stored.set(key, value);
      },
      remove: async (key: string) => {
        stored.delete(key);
      },
    } as unknown as chrome.storage.StorageArea;
    await createSessionState(area).set('tab:3', { jobId: 'j' });
    const restarted = createSessionState(area);
    expect(await restarted.get('tab:3')).toEqual({ jobId: 'j' });
    await restarted.remove('tab:3');
    expect(stored.size).toBe(0);
  });

  it('keeps a value too large for the session quota in memory', async () => {
    const area = {
      get: async () => ({}),
      set: async () => {
        throw new Error('Session storage quota bytes exceeded.');
      },
      remove: async () => undefined,
    } as unknown as chrome.storage.StorageArea;
    const state = createSessionState(area);
    await state.set('job:1', { text: 'big' });
    expect(await state.get('job:1')).toEqual({ text: 'big' });
  });
});
