import '../jitless-zod.ts';
import { appOriginsOf } from '../manifest.ts';
import { backgroundMessageSchema, type FillRequest, type StartShareReply } from '../runtime-messages.ts';
import { createSessionState } from './session-state.ts';
import { createShareJobs } from './share-jobs.ts';

// The test build defines the local test page's origin; the production build defines null and keeps none of it.
declare const __TEST_GROUP_ORIGIN__: string | null;

const appOrigins = new Set(appOriginsOf(chrome.runtime.getManifest()));

const shareJobs = createShareJobs({
  state: createSessionState(chrome.storage.session),
  testGroupOrigin: __TEST_GROUP_ORIGIN__,
  openTab: async (url, { active, openerTabId }) => {
    const tab = await chrome.tabs.create({ url, active, openerTabId });
    if (tab.id === undefined) throw new Error('The tab has no id');
    return tab.id;
  },
  closeTab: (tabId) => chrome.tabs.remove(tabId),
  sendToTab: async (tabId, message) => {
    await chrome.tabs.sendMessage(tabId, message);
  },
});

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

chrome.runtime.onMessage.addListener((raw: unknown, sender, sendResponse) => {
  const tabId = sender.tab?.id;
  if (sender.id !== chrome.runtime.id || tabId === undefined) return false;
  const parsed = backgroundMessageSchema.safeParse(raw);
  const kind = typeof raw === 'object' && raw !== null && 'kind' in raw ? raw.kind : null;
  if (!parsed.success) {
    if (kind === 'start-share') sendResponse({ ok: false, error: 'invalid-job' } satisfies StartShareReply);
    return false;
  }
  const message = parsed.data;
  if (message.kind === 'start-share') {
    const origin = originOf(sender.url);
    if (!origin || !appOrigins.has(origin)) {
      sendResponse({ ok: false, error: 'invalid-job' } satisfies StartShareReply);
      return false;
    }
    void shareJobs.start(message.job, tabId).then(sendResponse);
    return true;
  }
  if (message.kind === 'composer-ready') {
    void shareJobs
      .composerReady(tabId)
      .then(sendResponse, () => sendResponse({ kind: 'nothing-to-fill' } satisfies FillRequest));
    return true;
  }
  void shareJobs.composerResult(tabId, message);
  return false;
});

chrome.tabs.onRemoved.addListener((tabId) => {
  void shareJobs.tabClosed(tabId);
});

chrome.tabs.onUpdated.addListener((tabId, change, tab) => {
  if (change.status === 'complete' && tab.url) void shareJobs.tabLoaded(tabId, tab.url);
});
