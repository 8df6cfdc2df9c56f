import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { EXTENSION_VERSION } from '@rentwell/contracts/extension-messages';
import { type Zippable, zip } from 'fflate';
import { AppError } from '../../lib/app-error.ts';

/** Where `npm run build` leaves the production build of `apps/extension`. */
export const DEFAULT_EXTENSION_DIST_DIR = path.resolve(new URL('../../../../extension/dist', import.meta.url).pathname);

export const EXTENSION_ZIP_NAME = `rentwell-extension-${EXTENSION_VERSION}.zip`;

async function collectFiles(dir: string, prefix = ''): Promise<Zippable> {
  const files: Zippable = {};
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(files, await collectFiles(full, name));
    else if (entry.isFile()) files[name] = new Uint8Array(await readFile(full));
  }
  return files;
}

function zipFiles(files: Zippable): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip(files, { level: 9 }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

/**
 * A zip of the extension's built folder (manifest.json at its root), to unzip and load unpacked. Refused with a
 * clear message when the extension was not built on this server.
 */
export async function zipExtension(distDir: string): Promise<Uint8Array> {
  const manifest = await stat(path.join(distDir, 'manifest.json')).catch(() => null);
  if (!manifest?.isFile()) {
    throw new AppError('not_found', 'The browser extension is not built on this server (run npm run build)');
  }
  return zipFiles(await collectFiles(distDir));
}
