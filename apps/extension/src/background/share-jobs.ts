import type { ShareJob } from '@rentwell/contracts/extension-messages';
import type { ComposerResultMessage, FillRequest, GroupResultMessage, StartShareReply } from '../runtime-messages.ts';
import { groupTabUrl, isFacebookGroupUrl, isGroupPageUrl } from './group-tab-url.ts';
import type { SessionState } from './session-state.ts';

/**
 * A tab the worker opened for one group of a job, until its final outcome is reported: once `filled`, the tab waits
 * for the user to publish the post (or to leave it).
 */
type GroupTab = { jobId: string; groupId: string; sourceTabId: number; filled?: true };
/** A job's post, kept while any of its group tabs is open. */
type JobContent = Pick<ShareJob, 'text' | 'images'> & { tabIds: number[] };

export type ShareJobsDeps = {
  state: SessionState;
  openTab: (url: string, options: { active: boolean; openerTabId: number }) => Promise<number>;
  closeTab: (tabId: number) => Promise<void>;
  sendToTab: (tabId: number, message: GroupResultMessage) => Promise<void>;
  /** Test builds only: the local page that mimics a group composer. */
  testGroupOrigin: string | null;
};

const tabKey = (tabId: number) => `tab:${tabId}`;
const jobKey = (jobId: string) => `job:${jobId}`;

/**
 * The background worker's share jobs: one tab per group, the post handed to each tab's content script when it asks,
 * and each group's outcome reported to the app tab the job came from.
 */
export function createShareJobs(deps: ShareJobsDeps) {
  const { state } = deps;

  /** The job's post is kept until every one of its tabs has been handed it (or is gone). */
  async function releaseContent(tabId: number, tab: GroupTab) {
    const job = await state.get<JobContent>(jobKey(tab.jobId));
    if (!job) return;
    const tabIds = job.tabIds.filter((id) => id !== tabId);
    if (tabIds.length === 0) await state.remove(jobKey(tab.jobId));
    else await state.set(jobKey(tab.jobId), { ...job, tabIds });
  }

  async function tell(tab: GroupTab, outcome: GroupResultMessage['outcome']) {
    const message: GroupResultMessage = { kind: 'group-result', jobId: tab.jobId, groupId: tab.groupId, outcome };
    // The app tab may be gone; the outcome then has nobody to tell.
    await deps.sendToTab(tab.sourceTabId, message).catch(() => undefined);
  }

  /** A final outcome: the tab is forgotten. */
  async function report(tabId: number, tab: GroupTab, outcome: GroupResultMessage['outcome']) {
    await state.remove(tabKey(tabId));
    await releaseContent(tabId, tab);
    await tell(tab, outcome);
  }

  /** What a tab ended in when it closed, reloaded or went elsewhere before its final outcome. */
  const leftOutcome = (tab: GroupTab) => (tab.filled ? 'abandoned' : 'failed');

  async function start(job: ShareJob, sourceTabId: number): Promise<StartShareReply> {
    if (!job.groups.every((group) => isFacebookGroupUrl(group.url))) return { ok: false, error: 'invalid-job' };
    const opened: { tabId: number; tab: GroupTab }[] = [];
    try {
      for (const [index, group] of job.groups.entries()) {
        const url = groupTabUrl(group.url, deps.testGroupOrigin);
        const tabId = await deps.openTab(url, { active: index === 0, openerTabId: sourceTabId });
        const tab: GroupTab = { jobId: job.jobId, groupId: group.groupId, sourceTabId };
        opened.push({ tabId, tab });
        await state.set(tabKey(tabId), tab);
      }
    } catch {
      for (const { tabId } of opened) {
        await state.remove(tabKey(tabId));
        await deps.closeTab(tabId).catch(() => undefined);
      }
      return { ok: false, error: 'tabs-failed' };
    }
    const content: JobContent = { text: job.text, images: job.images, tabIds: opened.map(({ tabId }) => tabId) };
    await state.set(jobKey(job.jobId), content);
    return { ok: true };
  }

  /**
   * A groups page asks whether it has a post to fill: only the tabs this worker opened get one, once (a filled tab
   * that loads again has lost its post).
   */
  async function composerReady(tabId: number): Promise<FillRequest> {
    const tab = await state.get<GroupTab>(tabKey(tabId));
    if (!tab) return { kind: 'nothing-to-fill' };
    const job = tab.filled ? undefined : await state.get<JobContent>(jobKey(tab.jobId));
    if (!job) {
      await report(tabId, tab, leftOutcome(tab));
      return { kind: 'nothing-to-fill' };
    }
    return { kind: 'fill', jobId: tab.jobId, groupId: tab.groupId, text: job.text, images: job.images };
  }

  /**
   * A composer's outcome: 'filled' or 'failed' first; after 'filled', 'published' or 'abandoned'. Anything out of
   * that order is ignored.
   */
  async function composerResult(tabId: number, result: ComposerResultMessage) {
    const tab = await state.get<GroupTab>(tabKey(tabId));
    if (!tab || tab.jobId !== result.jobId || tab.groupId !== result.groupId) return;
    const expected = tab.filled ? ['published', 'abandoned'] : ['filled', 'failed'];
    if (!expected.includes(result.outcome)) return;
    if (result.outcome !== 'filled') {
      await report(tabId, tab, result.outcome);
      return;
    }
    await state.set(tabKey(tabId), { ...tab, filled: true } satisfies GroupTab);
    await releaseContent(tabId, tab);
    await tell(tab, 'filled');
  }

  /** A group tab closed before its post was published. */
  async function tabClosed(tabId: number) {
    const tab = await state.get<GroupTab>(tabKey(tabId));
    if (tab) await report(tabId, tab, leftOutcome(tab));
  }

  /** A group tab finished loading somewhere the composer script does not run (a login page, say). */
  async function tabLoaded(tabId: number, url: string) {
    if (isGroupPageUrl(url, deps.testGroupOrigin)) return;
    const tab = await state.get<GroupTab>(tabKey(tabId));
    if (tab) await report(tabId, tab, leftOutcome(tab));
  }

  return { start, composerReady, composerResult, tabClosed, tabLoaded };
}
