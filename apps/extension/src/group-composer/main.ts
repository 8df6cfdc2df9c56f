import '../jitless-zod.ts';
import { type ComposerResultMessage, fillRequestSchema } from '../runtime-messages.ts';
import { showAssistBanner } from './assist-banner.ts';
import { type FillResult, fillComposer } from './fill-composer.ts';
import { imageToFile } from './image-files.ts';
import { watchPublishing } from './watch-publishing.ts';

// Content script on the Facebook groups pages (and, in a test build, on the local test composer page).
const COMPOSER_TIMEOUT_MS = 20_000;

function bannerMessage(result: FillResult): string {
  if (result.outcome === 'filled') return chrome.i18n.getMessage('composerFilled');
  if (result.reason === 'images-not-attached') return chrome.i18n.getMessage('composerImagesNotAttached');
  return chrome.i18n.getMessage('composerNotFound');
}

async function sendResult(message: ComposerResultMessage) {
  // The worker takes the result without answering, so the closed reply port is not an error here.
  await chrome.runtime.sendMessage(message).catch(() => undefined);
}

async function run() {
  const request = fillRequestSchema.safeParse(await chrome.runtime.sendMessage({ kind: 'composer-ready' }));
  if (!request.success || request.data.kind !== 'fill') return;
  const { jobId, groupId, text, images } = request.data;
  let result: FillResult;
  try {
    result = await fillComposer(document, { text, files: images.map(imageToFile) }, { timeoutMs: COMPOSER_TIMEOUT_MS });
  } catch {
    result = { outcome: 'failed', reason: 'composer-not-found' };
  }
  showAssistBanner(
    document,
    {
      message: bannerMessage(result),
      dismiss: chrome.i18n.getMessage('dismiss'),
      direction: chrome.i18n.getMessage('@@bidi_dir') === 'rtl' ? 'rtl' : 'ltr',
    },
    'textbox' in result ? result.textbox : null,
  );
  await sendResult({ kind: 'composer-result', jobId, groupId, outcome: result.outcome });
  // Only the user publishes: the post counts for the group once they press Post and the composer closes.
  if (result.outcome === 'filled') {
    await sendResult({
      kind: 'composer-result',
      jobId,
      groupId,
      outcome: await watchPublishing(document, result.textbox),
    });
  }
}

void run();
