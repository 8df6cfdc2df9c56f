import type {
  TListMaintenanceQuery,
  TMaintenanceStatus,
  TUpdateMaintenanceRequest,
} from '@rentwell/contracts/maintenance';
import type { Database } from '@rentwell/db/create-db';
import { preparedQuery } from '@rentwell/db/prepared-query';
import { user } from '@rentwell/db/schema/auth';
import { maintenanceComments, maintenancePhotos, maintenanceRequests } from '@rentwell/db/schema/maintenance';
import { properties, units } from '@rentwell/db/schema/properties';
import { aliasedTable, and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { StoredImage } from '../../files/image-upload.ts';

/** Whose requests: the whole organization (managers), those assigned to someone (staff), or one reporter's (tenant). */
export type RequestScope =
  | { organizationId: string }
  | { organizationId: string; assignedToUserId: string }
  | { reportedByUserId: string };

const reporter = aliasedTable(user, 'reporter');
const assignee = aliasedTable(user, 'assignee');

function scopeCondition(scope: RequestScope): SQL | undefined {
  if ('reportedByUserId' in scope) return eq(maintenanceRequests.reportedByUserId, scope.reportedByUserId);
  return and(
    eq(maintenanceRequests.organizationId, scope.organizationId),
    'assignedToUserId' in scope ? eq(maintenanceRequests.assignedToUserId, scope.assignedToUserId) : undefined,
  );
}

const PRIORITY_ORDER = sql`case ${maintenanceRequests.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

function selectRequests(db: Database) {
  return db
    .select({
      request: maintenanceRequests,
      propertyName: properties.name,
      unitLabel: units.label,
      reporterName: reporter.name,
      assigneeName: assignee.name,
      commentCount: sql<number>`(select count(*) from ${maintenanceComments} where ${maintenanceComments.requestId} = ${maintenanceRequests.id})::int`,
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .leftJoin(units, eq(units.id, maintenanceRequests.unitId))
    .leftJoin(reporter, eq(reporter.id, maintenanceRequests.reportedByUserId))
    .leftJoin(assignee, eq(assignee.id, maintenanceRequests.assignedToUserId));
}

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

type RequestFilters = Omit<TListMaintenanceQuery, 'sort' | 'page' | 'pageSize'>;

const FILTER_COLUMNS = {
  status: maintenanceRequests.status,
  priority: maintenanceRequests.priority,
  category: maintenanceRequests.category,
  propertyId: maintenanceRequests.propertyId,
  assignedToUserId: maintenanceRequests.assignedToUserId,
} as const;
const FILTERS = Object.keys(FILTER_COLUMNS) as (keyof typeof FILTER_COLUMNS)[];

/** The scope with its values as placeholders (`scope_*`), for queries prepared once per kind of scope. */
function preparedScopeCondition(scope: RequestScope): SQL | undefined {
  if ('reportedByUserId' in scope) {
    return eq(maintenanceRequests.reportedByUserId, sql.placeholder('scope_reportedByUserId'));
  }
  return and(
    eq(maintenanceRequests.organizationId, sql.placeholder('scope_organizationId')),
    'assignedToUserId' in scope
      ? eq(maintenanceRequests.assignedToUserId, sql.placeholder('scope_assignedToUserId'))
      : undefined,
  );
}

function scopeValues(scope: RequestScope): Record<string, string> {
  return Object.fromEntries(Object.entries(scope).map(([key, value]) => [`scope_${key}`, value]));
}

/** The choices that change the SQL: the kind of scope and which filters are set (their values are placeholders). */
function shapeOf(scope: RequestScope, query: RequestFilters): string {
  const scopeKind = 'reportedByUserId' in scope ? 'r' : 'assignedToUserId' in scope ? 'a' : 'o';
  return `${scopeKind}_${FILTERS.map((filter) => (query[filter] ? '1' : '0')).join('')}`;
}

function listConditions(scope: RequestScope, query: RequestFilters): SQL | undefined {
  return and(
    preparedScopeCondition(scope),
    ...FILTERS.map((filter) => (query[filter] ? eq(FILTER_COLUMNS[filter], sql.placeholder(filter)) : undefined)),
  );
}

function listValues(scope: RequestScope, query: TListMaintenanceQuery | RequestFilters) {
  return { ...scopeValues(scope), ...query };
}

/**
 * One page of the requests matching the filters; the id breaks ties so no request shows on two pages. Built once
 * per sort and shape of the filters (`preparedQuery`), like the two counts below.
 */
export async function listRequests(db: Database, scope: RequestScope, query: TListMaintenanceQuery) {
  const order = {
    newest: [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)],
    oldest: [asc(maintenanceRequests.createdAt), asc(maintenanceRequests.id)],
    priority: [asc(PRIORITY_ORDER), desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)],
    updated: [desc(maintenanceRequests.updatedAt), desc(maintenanceRequests.id)],
  }[query.sort];
  const page = preparedQuery(db, `maintenance_page_${query.sort}_${shapeOf(scope, query)}`, (name) =>
    selectRequests(db)
      .where(listConditions(scope, query))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return page.execute({
    ...listValues(scope, query),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

/** How many requests match the filters, over every page. */
export async function countRequests(db: Database, scope: RequestScope, query: RequestFilters): Promise<number> {
  const counted = preparedQuery(db, `maintenance_count_${shapeOf(scope, query)}`, (name) =>
    db.select({ count: count() }).from(maintenanceRequests).where(listConditions(scope, query)).prepare(name),
  );
  const [row] = await counted.execute(listValues(scope, query));
  return row?.count ?? 0;
}

export async function countRequestsByStatus(db: Database, scope: RequestScope) {
  const counted = preparedQuery(db, `maintenance_by_status_${shapeOf(scope, {})}`, (name) =>
    db
      .select({ status: maintenanceRequests.status, count: count() })
      .from(maintenanceRequests)
      .where(preparedScopeCondition(scope))
      .groupBy(maintenanceRequests.status)
      .prepare(name),
  );
  return counted.execute(scopeValues(scope));
}

export async function findRequest(db: Database, scope: RequestScope & { requestId: string }) {
  const [row] = await selectRequests(db).where(and(scopeCondition(scope), eq(maintenanceRequests.id, scope.requestId)));
  return row ?? null;
}

export async function insertRequest(db: Database, values: typeof maintenanceRequests.$inferInsert) {
  const [row] = await db.insert(maintenanceRequests).values(values).returning({ id: maintenanceRequests.id });
  if (!row) throw new Error('maintenance request insert returned no row');
  return row.id;
}

export async function updateRequest(
  db: Database,
  scope: { organizationId: string; requestId: string },
  patch: TUpdateMaintenanceRequest,
) {
  await db
    .update(maintenanceRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(eq(maintenanceRequests.organizationId, scope.organizationId), eq(maintenanceRequests.id, scope.requestId)),
    );
}

/**
 * Moves a request's status only if it is still in one of `from`, in one statement: of moves made at once exactly
 * one applies (a waiting one re-reads the row after the other commits). False when the request was not movable.
 */
export async function moveRequestStatus(
  db: Database,
  scope: RequestScope & { requestId: string },
  move: { from: readonly TMaintenanceStatus[]; to: TMaintenanceStatus; completedAt: Date | null },
): Promise<boolean> {
  if (move.from.length === 0) return false;
  const moved = await db
    .update(maintenanceRequests)
    .set({ status: move.to, completedAt: move.completedAt, updatedAt: new Date() })
    .where(
      and(
        scopeCondition(scope),
        eq(maintenanceRequests.id, scope.requestId),
        inArray(maintenanceRequests.status, [...move.from]),
      ),
    )
    .returning({ id: maintenanceRequests.id });
  return moved.length > 0;
}

/** Child rows answer only within the scope of their request: these queries never trust the request ids alone. */
export async function listComments(db: Database, scope: RequestScope, requestId: string) {
  return db
    .select({ comment: maintenanceComments, authorName: user.name })
    .from(maintenanceComments)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenanceComments.requestId))
    .leftJoin(user, eq(user.id, maintenanceComments.authorUserId))
    .where(and(scopeCondition(scope), eq(maintenanceComments.requestId, requestId)))
    .orderBy(asc(maintenanceComments.createdAt));
}

export async function insertComment(db: Database, values: typeof maintenanceComments.$inferInsert) {
  const [row] = await db.insert(maintenanceComments).values(values).returning({ id: maintenanceComments.id });
  if (!row) throw new Error('comment insert returned no row');
  return row.id;
}

export async function listPhotos(db: Database, scope: RequestScope, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select(getTableColumns(maintenancePhotos))
    .from(maintenancePhotos)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenancePhotos.requestId))
    .where(and(scopeCondition(scope), inArray(maintenancePhotos.requestId, requestIds)))
    .orderBy(asc(maintenancePhotos.createdAt));
}

export async function insertPhoto(
  db: Database,
  values: { organizationId: string; requestId: string; uploadedByUserId: string } & StoredImage,
) {
  const [row] = await db.insert(maintenancePhotos).values(values).returning();
  if (!row) throw new Error('photo insert returned no row');
  return row;
}

export async function findPhoto(db: Database, scope: RequestScope & { requestId: string; photoId: string }) {
  const [row] = await db
    .select(getTableColumns(maintenancePhotos))
    .from(maintenancePhotos)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenancePhotos.requestId))
    .where(
      and(
        scopeCondition(scope),
        eq(maintenancePhotos.requestId, scope.requestId),
        eq(maintenancePhotos.id, scope.photoId),
      ),
    );
  return row ?? null;
}
