import type { MailAttachmentRef } from '@rentwell/db/schema/mail';
import type { FileStorage } from '../files/file-storage.ts';

/** Files a mail should carry, and the translated paragraph with links to them that replaces them when too large. */
export type MailAttachments = { files: MailAttachmentRef[]; linksText: string };

/**
 * What the outbox row keeps: the file references when together they fit under the cap, otherwise no file and the
 * links paragraph appended to the text, so a large statement never bounces off the recipient's mail server.
 */
export function attachOrLink(text: string, attachments: MailAttachments | undefined, maxBytes: number) {
  if (!attachments || attachments.files.length === 0) return { text, attachments: [] };
  const total = attachments.files.reduce((sum, file) => sum + file.size, 0);
  if (total <= maxBytes) return { text, attachments: attachments.files };
  return { text: `${text}\n\n${attachments.linksText}`, attachments: [] };
}

/** The attachments' bytes, read from storage again on every attempt; a missing file fails the attempt. */
export async function readAttachments(files: FileStorage, refs: MailAttachmentRef[]) {
  return Promise.all(
    refs.map(async (ref) => {
      const content = await files.read(ref.storageKey);
      if (!content) throw new Error(`Mail attachment ${ref.storageKey} is missing from file storage`);
      return { filename: ref.fileName, content, contentType: ref.contentType };
    }),
  );
}
