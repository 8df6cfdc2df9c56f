import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

/** PostgreSQL writes this file first in every data directory it initializes. */
const isDataDirectory = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Starts a new embedded database as a copy of the template the server build makes (PGlite's initdb and the
 * migrations already run): initdb in WebAssembly takes seconds, the copy a fraction of one. An existing database or
 * a missing template leaves `dir` as it is, and PGlite initializes it as before.
 */
export function copyPgliteTemplate(templateDir: string, dir: string): void {
  if (isDataDirectory(dir) || !isDataDirectory(templateDir)) return;
  cpSync(templateDir, dir, { recursive: true });
}
