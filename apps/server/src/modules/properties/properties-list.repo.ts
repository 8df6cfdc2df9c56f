import { PROPERTY_SORTS, type TListPropertiesQuery, type TPropertySummary } from '@rentwell/contracts/properties';
import type { Database } from '@rentwell/db/create-db';
import { prepareStatement } from '@rentwell/db/prepared-statement';
import { leases } from '@rentwell/db/schema/leases';
import { organizations } from '@rentwell/db/schema/organizations';
import { properties, propertyImages, units } from '@rentwell/db/schema/properties';
import { propertyListVersions } from '@rentwell/db/schema/property-list-versions';
import type { UnitCounts } from '@rentwell/domain/occupancy-rate';
import { type SQL, sql } from 'drizzle-orm';
import { leaseCoversDaySql } from '../../domain-sql/lease-status-sql.ts';
import { organizationTodaySql } from '../../lib/today.ts';
import type { ListVersion } from './property-list-cache.ts';

type ListValues = {
  organizationId: string;
  type: string | null;
  /** An `ilike` pattern, or null for no search. */
  pattern: string | null;
  limit: number;
  offset: number;
};

type PropertySort = TListPropertiesQuery['sort'];

type CoverImage = { id: string; width: number; height: number; position: number };

/** A page's property as the statement builds it in JSON (`createdAt` in PostgreSQL's JSON timestamp format). */
type ListedProperty = Pick<
  TPropertySummary,
  'id' | 'name' | 'type' | 'address' | 'city' | 'state' | 'zipCode' | 'country' | 'currency' | 'createdAt'
> &
  UnitCounts & { cover: CoverImage | null };

type ListRow = {
  total: number;
  org_total_units: number;
  org_occupied_units: number;
  org_unavailable_units: number;
  /** Null on the one row of a page past the last property, which still carries the totals. */
  property: ListedProperty | null;
};

const value = (name: keyof ListValues) => sql.placeholder(name);

const ORDER_BY: Record<PropertySort, SQL> = {
  name: sql`listed.name asc`,
  newest: sql`listed.created_at desc`,
  occupancy: sql`listed.occupied_units::float / nullif(listed.total_units - listed.unavailable_units, 0) desc nulls last, listed.name asc`,
  units: sql`listed.total_units desc, listed.name asc`,
};

/**
 * One statement for the whole list: every property's unit counts once (sorting by occupancy needs them all), the
 * filtered properties, their total, the organization's totals and one page with each property's cover image (the
 * chosen one, else the first by position). Summary and page come as one row per listed property, or one row with
 * no property when the page is empty.
 */
function listStatement(sort: PropertySort) {
  const organizationId = sql`${value('organizationId')}::uuid`;
  const pattern = sql`${value('pattern')}::text`;
  return prepareStatement<ListValues, ListRow>(
    `properties_list_by_${sort}`,
    sql`with today as (select ${organizationTodaySql(organizationId)} as day),
    occupied as (
      select distinct ${leases.unitId} as unit_id from ${leases}, today
      where ${leases.organizationId} = ${organizationId} and ${leaseCoversDaySql(leases, sql`today.day`)}
    ),
    unit_counts as (
      select ${units.propertyId} as property_id, count(*)::int as total_units,
        (count(*) filter (where occupied.unit_id is not null))::int as occupied_units,
        (count(*) filter (where occupied.unit_id is null and ${units.status} = 'unavailable'))::int as unavailable_units
      from ${units} left join occupied on occupied.unit_id = ${units.id}
      where ${units.organizationId} = ${organizationId}
      group by ${units.propertyId}
    ),
    listed as (
      select ${properties.id} as id, ${properties.name} as name, ${properties.type} as type,
        ${properties.address} as address, ${properties.city} as city, ${properties.state} as state,
        ${properties.zipCode} as zip_code, ${properties.country} as country, ${properties.currency} as currency,
        ${properties.coverImageId} as cover_image_id, ${properties.createdAt} as created_at,
        coalesce(unit_counts.total_units, 0) as total_units,
        coalesce(unit_counts.occupied_units, 0) as occupied_units,
        coalesce(unit_counts.unavailable_units, 0) as unavailable_units
      from ${properties} left join unit_counts on unit_counts.property_id = ${properties.id}
      where ${properties.organizationId} = ${organizationId}
        and (${value('type')}::text is null or ${properties.type} = ${value('type')}::text)
        and (${pattern} is null or ${properties.name} ilike ${pattern} or ${properties.address} ilike ${pattern}
          or ${properties.city} ilike ${pattern} or ${properties.zipCode} ilike ${pattern})
    ),
    summary as (
      select (select count(*)::int from listed) as total,
        coalesce(sum(total_units), 0)::int as org_total_units,
        coalesce(sum(occupied_units), 0)::int as org_occupied_units,
        coalesce(sum(unavailable_units), 0)::int as org_unavailable_units
      from unit_counts
    ),
    page as (
      select listed.*, row_number() over (order by ${ORDER_BY[sort]}, listed.id) as rank
      from listed
      order by rank
      limit ${value('limit')} offset ${value('offset')}
    )
    select summary.*, case when page.id is null then null else json_build_object(
        'id', page.id, 'name', page.name, 'type', page.type, 'address', page.address, 'city', page.city,
        'state', page.state, 'zipCode', page.zip_code, 'country', page.country, 'currency', page.currency,
        'createdAt', page.created_at, 'totalUnits', page.total_units, 'occupiedUnits', page.occupied_units,
        'unavailableUnits', page.unavailable_units, 'cover', (
          select json_build_object('id', ${propertyImages.id}, 'width', ${propertyImages.width},
            'height', ${propertyImages.height}, 'position', ${propertyImages.position})
          from ${propertyImages}
          where ${propertyImages.organizationId} = ${organizationId} and ${propertyImages.propertyId} = page.id
          order by ${propertyImages.id} = page.cover_image_id desc nulls last, ${propertyImages.position},
            ${propertyImages.createdAt}
          limit 1)) end as property
    from summary left join page on true order by page.rank`,
  );
}

const LIST_STATEMENTS = Object.fromEntries(PROPERTY_SORTS.map((sort) => [sort, listStatement(sort)])) as Record<
  PropertySort,
  ReturnType<typeof listStatement>
>;

export function listValues(organizationId: string, query: TListPropertiesQuery): ListValues {
  return {
    organizationId,
    type: query.type ?? null,
    pattern: query.search ? `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

export function listStatementFor(sort: PropertySort) {
  return LIST_STATEMENTS[sort];
}

/** One page of the organization's properties with their occupancy and cover, the filtered total and the organization's totals. */
export async function listPropertyPage(db: Database, organizationId: string, query: TListPropertiesQuery) {
  const rows = await listStatementFor(query.sort).run(db, listValues(organizationId, query));
  const [first] = rows;
  if (!first) throw new Error('properties list returned no row');
  return {
    total: first.total,
    totals: {
      totalUnits: first.org_total_units,
      occupiedUnits: first.org_occupied_units,
      unavailableUnits: first.org_unavailable_units,
    },
    properties: rows.flatMap((row) => (row.property ? [row.property] : [])),
  };
}

const VERSION_STATEMENT = prepareStatement<{ organizationId: string }, { version: number; today: string }>(
  'property_list_version',
  sql`select coalesce(${propertyListVersions.version}, 0)::float8 as version,
      (now() at time zone ${organizations.timeZone})::date::text as today
    from ${organizations}
    left join ${propertyListVersions} on ${propertyListVersions.organizationId} = ${organizations.id}
    where ${organizations.id} = ${value('organizationId')}::uuid`,
);

/** The organization's properties list version and today's date there, which together say when its list changes. */
export async function readListVersion(db: Database, organizationId: string): Promise<ListVersion> {
  const [row] = await VERSION_STATEMENT.run(db, { organizationId });
  if (!row) throw new Error(`organization ${organizationId} not found`);
  return row;
}
