import type { GroupShareOutcome, ShareJob } from '@rentwell/contracts/extension-messages';
import type { TSocialPost } from '@rentwell/contracts/social-posting';
import { api, callApi } from '../../../lib/api-client.ts';
import { handOffShareJob, type THandOff } from './extension-bridge.ts';

const posting = api['social-posting'];

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('image read failed'));
    reader.readAsDataURL(blob);
  });
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The post's gallery images as data URLs (the extension cannot read the app's authenticated image URLs). */
async function loadImages(post: TSocialPost): Promise<ShareJob['images']> {
  return Promise.all(
    post.images.map(async (image, index) => {
      const response = await fetch(image.displayUrl, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`image ${image.id}: ${response.status}`);
      const blob = await response.blob();
      const mimeType = IMAGE_TYPES.find((type) => type === blob.type) ?? 'image/webp';
      const extension = mimeType.slice('image/'.length).replace('jpeg', 'jpg');
      return { fileName: `listing-${index + 1}.${extension}`, mimeType, dataUrl: await readAsDataUrl(blob) };
    }),
  );
}

/**
 * Hands a post being sent to the extension and tells the server what the extension answered: accepted (the post is
 * sent) or failed. The per-group results arrive later and are reported by `reportGroupResult`.
 */
export async function sharePost(target: Window, post: TSocialPost): Promise<THandOff> {
  let outcome: THandOff;
  try {
    const job: ShareJob = {
      jobId: post.id,
      text: post.text,
      images: await loadImages(post),
      groups: post.groups.map((group) => ({ groupId: group.id, url: group.url })),
    };
    outcome = await handOffShareJob(target, job);
  } catch {
    outcome = { outcome: 'failed', error: 'invalid-job' };
  }
  await callApi(posting.posts[':postId']['hand-off'].$post({ param: { postId: post.id }, json: outcome }));
  return outcome;
}

export function reportGroupResult(postId: string, groupId: string, outcome: GroupShareOutcome) {
  return callApi(posting.posts[':postId']['group-results'].$post({ param: { postId }, json: { groupId, outcome } }));
}

export function claimDuePosts() {
  return callApi(posting.posts['claim-due'].$post());
}
