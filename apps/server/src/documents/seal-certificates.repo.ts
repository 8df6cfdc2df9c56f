import type { Database } from '@rentwell/db/create-db';
import { sealCertificates } from '@rentwell/db/schema/seal-certificates';

export type SealCertificateRow = typeof sealCertificates.$inferSelect;

/** Keeps the row already there, if any: of concurrent first starts, one certificate wins. */
export async function insertSealCertificateUnlessPresent(
  db: Database,
  values: Omit<typeof sealCertificates.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(sealCertificates).values(values).onConflictDoNothing({ target: sealCertificates.id });
}

export async function findSealCertificate(db: Database): Promise<SealCertificateRow | null> {
  const [row] = await db.select().from(sealCertificates).limit(1);
  return row ?? null;
}
