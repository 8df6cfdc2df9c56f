import type { FileStorage } from './file-storage.ts';

export type CopyReport = { copied: number; alreadyThere: number; bytesCopied: number };

/**
 * Copies every file of `source` that `target` does not hold yet, under the same key. Running it again copies
 * nothing new, so an interrupted copy is resumed by starting it again. A file already in the target is not compared
 * byte for byte: keys are never reused for other content.
 */
export async function copyFiles(
  source: FileStorage,
  target: FileStorage,
  onProgress: (report: CopyReport) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, bytesCopied: 0 };
  for await (const entry of source.list()) {
    if (await target.exists(entry.key)) {
      report.alreadyThere += 1;
    } else {
      const opened = await source.open(entry.key);
      // Removed since it was listed (an upload replaced and deleted meanwhile): nothing to copy.
      if (!opened) continue;
      await target.write(entry.key, opened.stream);
      report.copied += 1;
      report.bytesCopied += opened.size;
    }
    onProgress(report);
  }
  return report;
}
