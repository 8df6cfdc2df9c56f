import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What Debian's poppler-utils `pdfsig` (the standard verifier the issue names; .ci/run installs it) reports about a
 * PDF's signatures: "Signature Validation: Signature is Valid." and "Total document signed" for an intact seal.
 */
export async function pdfsigReport(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-pdfsig-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('/usr/bin/pdfsig', [file]);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
