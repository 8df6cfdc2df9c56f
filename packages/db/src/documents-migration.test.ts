import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DatabaseHandle } from './create-db.ts';
import { MIGRATIONS_FOLDER, migrateDb } from './migrate.ts';
import type { Schema } from './schema.ts';

const DOCUMENTS_MIGRATION = '0014_documents_signatures';

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rentwell-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

/** Runs a script's statements one by one (a prepared statement holds one). */
async function rowsOf(query: SQL): Promise<unknown[]> {
  const result = (await handle.db.execute(query)) as { rows: unknown[] };
  return result.rows;
}

async function runEach(script: string) {
  for (const statement of script.split(';').filter((part) => part.trim())) await handle.db.execute(sql.raw(statement));
}

let handle: DatabaseHandle;
let dir: string;
const ids = {
  organization: '00000000-0000-4000-8000-000000000001',
  tenant: '00000000-0000-4000-8000-000000000002',
  property: '00000000-0000-4000-8000-000000000003',
  unit: '00000000-0000-4000-8000-000000000004',
  leaseWithDocument: '00000000-0000-4000-8000-000000000005',
  leaseWithout: '00000000-0000-4000-8000-000000000006',
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-documents-migration-'));
  handle = await createDb({ pgliteDir: dir });
  const before = await migrationsBefore(DOCUMENTS_MIGRATION);
  await migrate(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: before });
  await rm(before, { recursive: true, force: true });
  await runEach(`
    insert into organizations (id, name) values ('${ids.organization}', 'Old Org');
    insert into "user" (id, name, email) values ('${ids.tenant}', 'Old Tenant', 'old.tenant@example.com');
    insert into properties (id, organization_id, name, type, address, city)
      values ('${ids.property}', '${ids.organization}', 'Old House', 'house', '1 Old Road', 'Oldtown');
    insert into units (id, organization_id, property_id, label) values ('${ids.unit}', '${ids.organization}', '${ids.property}', 'A');
    insert into leases (id, organization_id, property_id, unit_id, tenant_user_id, start_date, end_date, monthly_rent_minor,
        currency, status, document_key, document_name)
      values ('${ids.leaseWithDocument}', '${ids.organization}', '${ids.property}', '${ids.unit}', '${ids.tenant}',
        '2024-01-01', '2024-12-31', 100000, 'USD', 'expired', '${ids.organization}/leases/abc.pdf', 'Signed lease.pdf'),
      ('${ids.leaseWithout}', '${ids.organization}', '${ids.property}', '${ids.unit}', null,
        '2025-01-01', '2025-12-31', 100000, 'USD', 'expired', null, null);
  `);
  await migrateDb(handle);
});

afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

describe(`migration ${DOCUMENTS_MIGRATION}`, () => {
  it("moves each lease's document into documents, shared with the lease's tenant, and drops the lease columns", async () => {
    const moved = await rowsOf(
      sql`select organization_id, kind, title, file_key, file_name, content_type, size_bytes, sha256, lease_id,
        tenant_user_id, source from documents`,
    );
    expect(moved).toEqual([
      {
        organization_id: ids.organization,
        kind: 'lease',
        title: 'Signed lease',
        file_key: `${ids.organization}/leases/abc.pdf`,
        file_name: 'Signed lease.pdf',
        content_type: 'application/pdf',
        size_bytes: null,
        sha256: null,
        lease_id: ids.leaseWithDocument,
        tenant_user_id: ids.tenant,
        source: 'uploaded',
      },
    ]);
    const columns = await rowsOf(
      sql`select column_name from information_schema.columns where table_name = 'leases' and column_name like 'document%'`,
    );
    expect(columns).toEqual([]);
  });

  it('keeps signature events append-only: updates and deletes are refused', async () => {
    const hash = 'a'.repeat(64);
    await runEach(`
      insert into signature_requests (id, organization_id, original_sha256)
        values ('00000000-0000-4000-8000-000000000010', '${ids.organization}', '${hash}');
      insert into signature_events (organization_id, request_id, type, hash)
        values ('${ids.organization}', '00000000-0000-4000-8000-000000000010', 'created', '${hash}');
    `);
    const refused = { cause: { message: 'signature_events is append-only' } };
    await expect(handle.db.execute(sql`update signature_events set type = 'signed'`)).rejects.toMatchObject(refused);
    await expect(handle.db.execute(sql`delete from signature_events`)).rejects.toMatchObject(refused);
    const kept = await rowsOf(sql`select type from signature_events`);
    expect(kept).toEqual([{ type: 'created' }]);
  });

  it('keeps one hash chain per request: two events cannot follow the same one', async () => {
    const hash = 'b'.repeat(64);
    const append = (previous: string | null, own: string) =>
      handle.db.execute(
        sql`insert into signature_events (organization_id, request_id, type, previous_hash, hash)
          values (${ids.organization}, '00000000-0000-4000-8000-000000000010', 'opened', ${previous}, ${own})`,
      );
    await append('a'.repeat(64), hash);
    await expect(append('a'.repeat(64), 'c'.repeat(64))).rejects.toMatchObject({
      cause: { constraint: 'signature_events_chain_unique' },
    });
  });
});
