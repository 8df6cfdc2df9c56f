import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { documents } from '@rentwell/db/schema/documents';
import { organizations } from '@rentwell/db/schema/organizations';
import { profiles } from '@rentwell/db/schema/profiles';
import { signatureEvents, signatureRequests, signatureSigners } from '@rentwell/db/schema/signatures';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;
/** Whose signature requests a query reads: the public signing pages and the jobs pass the request's own organization. */
export type SignatureScope = { organizationId: string };

export async function insertSignatureRequest(tx: Database, values: typeof signatureRequests.$inferInsert) {
  const [row] = await tx.insert(signatureRequests).values(values).returning();
  if (!row) throw new Error('signature request insert returned no row');
  return row;
}

export async function insertSigners(tx: Database, values: (typeof signatureSigners.$inferInsert)[]) {
  return tx.insert(signatureSigners).values(values).returning();
}

/** One of the organization's documents, to send for signature. */
export async function findOrganizationDocument(db: Database, scope: { organizationId: string; documentId: string }) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.organizationId, scope.organizationId), eq(documents.id, scope.documentId)));
  return row ?? null;
}

/** Locks the request row, so the events appended meanwhile wait and chain one after another. */
export async function lockSignatureRequest(tx: Database, scope: SignatureScope, requestId: string) {
  const [row] = await tx
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.organizationId, scope.organizationId), eq(signatureRequests.id, requestId)))
    .for('update');
  return row ?? null;
}

export async function findLastEventHash(
  tx: Database,
  scope: SignatureScope,
  requestId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ hash: signatureEvents.hash })
    .from(signatureEvents)
    .where(and(eq(signatureEvents.organizationId, scope.organizationId), eq(signatureEvents.requestId, requestId)))
    .orderBy(desc(signatureEvents.id))
    .limit(1);
  return row?.hash ?? null;
}

export async function insertSignatureEvent(tx: Database, values: typeof signatureEvents.$inferInsert) {
  const [row] = await tx.insert(signatureEvents).values(values).returning();
  if (!row) throw new Error('signature event insert returned no row');
  return row;
}

export function listSignatureEvents(db: Database, scope: SignatureScope, requestId: string) {
  return db
    .select()
    .from(signatureEvents)
    .where(and(eq(signatureEvents.organizationId, scope.organizationId), eq(signatureEvents.requestId, requestId)))
    .orderBy(asc(signatureEvents.id));
}

const requestWithTitle = {
  request: signatureRequests,
  documentTitle: sql<string>`coalesce(${documents.title}, '')`,
};

export async function findOrganizationSignatureRequest(
  db: Database,
  scope: { organizationId: string; requestId: string },
) {
  const [row] = await db
    .select(requestWithTitle)
    .from(signatureRequests)
    .leftJoin(documents, eq(documents.id, signatureRequests.documentId))
    .where(and(eq(signatureRequests.organizationId, scope.organizationId), eq(signatureRequests.id, scope.requestId)));
  return row ?? null;
}

export function listOrganizationSignatureRequests(
  db: Database,
  filter: { organizationId: string; documentId?: string; leaseId?: string },
) {
  return db
    .select(requestWithTitle)
    .from(signatureRequests)
    .leftJoin(documents, eq(documents.id, signatureRequests.documentId))
    .where(
      and(
        eq(signatureRequests.organizationId, filter.organizationId),
        filter.documentId ? eq(signatureRequests.documentId, filter.documentId) : undefined,
        filter.leaseId ? eq(signatureRequests.leaseId, filter.leaseId) : undefined,
      ),
    )
    .orderBy(desc(signatureRequests.createdAt))
    .limit(200);
}

export function listSignersOf(db: Database, scope: SignatureScope, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(signatureSigners)
    .where(
      and(eq(signatureSigners.organizationId, scope.organizationId), inArray(signatureSigners.requestId, requestIds)),
    )
    .orderBy(asc(signatureSigners.position));
}

export async function findSignerByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(signatureSigners).where(eq(signatureSigners.tokenHash, tokenHash));
  return row ?? null;
}

export async function findSigner(db: Database, scope: SignatureScope & { requestId: string; signerId: string }) {
  const [row] = await db
    .select()
    .from(signatureSigners)
    .where(
      and(
        eq(signatureSigners.organizationId, scope.organizationId),
        eq(signatureSigners.requestId, scope.requestId),
        eq(signatureSigners.id, scope.signerId),
      ),
    );
  return row ?? null;
}

/** What the public signing page shows: the request, its document and the organization's name. */
export async function findSigningContext(db: Database, scope: SignatureScope, requestId: string) {
  const [row] = await db
    .select({ request: signatureRequests, document: documents, organizationName: organizations.name })
    .from(signatureRequests)
    .innerJoin(organizations, eq(organizations.id, signatureRequests.organizationId))
    .leftJoin(documents, eq(documents.id, signatureRequests.documentId))
    .where(and(eq(signatureRequests.organizationId, scope.organizationId), eq(signatureRequests.id, requestId)));
  return row ?? null;
}

export function updateSigner(
  tx: Database,
  scope: SignatureScope,
  signerId: string,
  values: Partial<typeof signatureSigners.$inferInsert>,
) {
  return tx
    .update(signatureSigners)
    .set(values)
    .where(and(eq(signatureSigners.organizationId, scope.organizationId), eq(signatureSigners.id, signerId)));
}

/**
 * Settles the signer (signed or declined) only while their token is still unused and they are pending: of two
 * submissions at once, one updates the row and the other finds nothing to update. The token is used up with it.
 */
export async function settleSignerOnce(
  tx: Database,
  scope: SignatureScope,
  signerId: string,
  values: Pick<
    typeof signatureSigners.$inferInsert,
    | 'status'
    | 'signedAt'
    | 'signatureMethod'
    | 'signaturePng'
    | 'typedSignature'
    | 'signedIp'
    | 'signedUserAgent'
    | 'declineReason'
  >,
) {
  const rows = await tx
    .update(signatureSigners)
    .set({ ...values, tokenUsedAt: sql`now()` })
    .where(
      and(
        eq(signatureSigners.organizationId, scope.organizationId),
        eq(signatureSigners.id, signerId),
        eq(signatureSigners.status, 'pending'),
        isNull(signatureSigners.tokenUsedAt),
      ),
    )
    .returning({ id: signatureSigners.id });
  return rows.length === 1;
}

export function updateSignatureRequest(
  tx: Database,
  scope: SignatureScope,
  requestId: string,
  values: Partial<typeof signatureRequests.$inferInsert>,
) {
  return tx
    .update(signatureRequests)
    .set(values)
    .where(and(eq(signatureRequests.organizationId, scope.organizationId), eq(signatureRequests.id, requestId)));
}

export function revokePendingSigners(tx: Database, scope: SignatureScope, requestId: string) {
  return tx
    .update(signatureSigners)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(signatureSigners.organizationId, scope.organizationId),
        eq(signatureSigners.requestId, requestId),
        eq(signatureSigners.status, 'pending'),
      ),
    );
}

/** The language of the account with this email, if there is one. */
export async function findLanguageOfEmail(db: Database, email: string) {
  const [row] = await db
    .select({ language: profiles.preferredLanguage })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(sql`lower(${user.email}) = lower(${email})`);
  return row?.language ?? null;
}

/** Who sent a request, to tell them about it: their name, email and language. */
export async function findSender(db: Database, userId: string) {
  const [row] = await db
    .select({ name: user.name, email: user.email, language: profiles.preferredLanguage })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function findLanguageOfUser(db: Database, userId: string) {
  const [row] = await db.select({ language: profiles.preferredLanguage }).from(profiles).where(eq(profiles.id, userId));
  return row?.language ?? null;
}

/** Requests every signer has signed that have no sealed document yet (their completion failed or was cut off). */
export async function listRequestsAwaitingCompletion(db: Database) {
  const rows = await db
    .select({ id: signatureRequests.id, organizationId: signatureRequests.organizationId })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.status, 'partially_signed'),
        sql`not exists (select 1 from ${signatureSigners} where ${signatureSigners.requestId} = ${signatureRequests.id}
          and ${signatureSigners.status} <> 'signed')`,
      ),
    );
  return rows;
}

export async function findRequestByFinalSha256(db: Database, sha256: string) {
  const [row] = await db
    .select(requestWithTitle)
    .from(signatureRequests)
    .leftJoin(documents, eq(documents.id, signatureRequests.documentId))
    .where(eq(signatureRequests.finalSha256, sha256))
    .limit(1);
  return row ?? null;
}

/**
 * Signers to remind: pending, by email, of a request still being signed, whose turn it is (in an ordered request,
 * every signer before them has signed), whose link has not expired, with fewer than `maxReminders` reminders and
 * nothing sent to them (invitation, new link or reminder) since `contactedBefore`.
 */
export function listSignersDueForReminder(
  db: Database,
  due: { now: Date; contactedBefore: Date; maxReminders: number },
) {
  const lastSent = sql`(select max(${signatureEvents.occurredAt}) from ${signatureEvents}
    where ${signatureEvents.signerId} = ${signatureSigners.id} and ${signatureEvents.type} = 'sent')`;
  return db
    .select({ signer: signatureSigners, documentTitle: documents.title, organizationName: organizations.name })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .innerJoin(documents, eq(documents.id, signatureRequests.documentId))
    .innerJoin(organizations, eq(organizations.id, signatureRequests.organizationId))
    .where(
      and(
        inArray(signatureRequests.status, ['pending', 'partially_signed']),
        eq(signatureSigners.status, 'pending'),
        eq(signatureSigners.delivery, 'email'),
        isNull(signatureSigners.tokenUsedAt),
        gt(signatureSigners.tokenExpiresAt, due.now),
        lt(signatureSigners.reminderCount, due.maxReminders),
        sql`greatest(${signatureSigners.lastRemindedAt}, ${lastSent}, ${signatureRequests.createdAt})
          <= ${due.contactedBefore.toISOString()}::timestamptz`,
        sql`(not ${signatureRequests.ordered} or not exists (select 1 from signature_signers earlier
          where earlier.request_id = ${signatureSigners.requestId} and earlier.position < ${signatureSigners.position}
          and earlier.status <> 'signed'))`,
      ),
    )
    .orderBy(asc(signatureRequests.createdAt), asc(signatureSigners.position));
}
