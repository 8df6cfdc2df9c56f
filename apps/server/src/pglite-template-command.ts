// `node dist/pglite-template.js <directory>`, run by build.mjs: makes the embedded database that new data directories
// start as a copy of (initialized and migrated; see packages/db/src/pglite-template.ts).
import { rm } from 'node:fs/promises';
import { createDb } from '@rentwell/db/create-db';
import { migrateDb } from '@rentwell/db/migrate';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: node dist/pglite-template.js <directory>');
await rm(dir, { recursive: true, force: true });
const handle = await createDb({ pgliteDir: dir });
await migrateDb(handle);
await handle.close();
