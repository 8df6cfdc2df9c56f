import '../jitless-zod.ts';
import { type StartShareMessage, startShareReplySchema } from '../runtime-messages.ts';
import { createPageBridge } from './page-bridge.ts';

// Content script on the Rentwell app's origin (see manifest.ts).
const bridge = createPageBridge({
  window,
  version: chrome.runtime.getManifest().version,
  startShare: async (job) => {
    const message: StartShareMessage = { kind: 'start-share', job };
    return startShareReplySchema.parse(await chrome.runtime.sendMessage(message));
  },
});

window.addEventListener('message', (event) => {
  void bridge.onWindowMessage(event);
});

chrome.runtime.onMessage.addListener((message, sender) => {
  if (sender.id !== chrome.runtime.id || sender.tab) return;
  bridge.onGroupResult(message);
});
