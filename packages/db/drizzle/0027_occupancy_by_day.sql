CREATE TABLE "occupancy_by_day" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"property_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"occupied" integer DEFAULT 0 NOT NULL,
	"unavailable" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "occupancy_by_day_key" UNIQUE("organization_id","day","property_id")
);
--> statement-breakpoint
ALTER TABLE "occupancy_by_day" ADD CONSTRAINT "occupancy_by_day_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The statement adding to occupancy_by_day the changes of some units' counts: each unit's state after a statement
-- (sign 1) and before it (sign -1), with its leases in that state. `changed_units` lists the units' ids.
CREATE FUNCTION occupancy_by_day_count_sql(changed_units text, unit_states text, lease_states text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH changed_units AS (%s), unit_states AS (%s), lease_states AS (%s),
    counted_units AS (
      SELECT u.sign, u.organization_id, u.property_id, u.status = 'unavailable' AS unavailable,
        least((u.created_at AT TIME ZONE 'UTC')::date, min(l.start_date)) AS since,
        range_agg(daterange(l.start_date, least(l.end_date, l.terminated_on), '[]'))
          FILTER (WHERE l.organization_id = u.organization_id AND l.start_date <= least(l.end_date, l.terminated_on)) AS covered
      FROM unit_states u LEFT JOIN lease_states l ON l.sign = u.sign AND l.unit_id = u.id
      GROUP BY u.sign, u.id, u.organization_id, u.property_id, u.status, u.created_at
    ),
    changes (sign, organization_id, property_id, day, units, occupied, unavailable) AS (
      SELECT sign, organization_id, property_id, since, 1, 0, CASE WHEN unavailable THEN 1 ELSE 0 END FROM counted_units
      UNION ALL
      SELECT sign, organization_id, property_id, lower(r), 0, 1, CASE WHEN unavailable THEN -1 ELSE 0 END
      FROM counted_units, unnest(covered) AS r
      UNION ALL
      SELECT sign, organization_id, property_id, upper(r), 0, -1, CASE WHEN unavailable THEN 1 ELSE 0 END
      FROM counted_units, unnest(covered) AS r
    )
    INSERT INTO occupancy_by_day AS o (organization_id, day, property_id, units, occupied, unavailable)
    SELECT organization_id, day, property_id, sum(sign * units), sum(sign * occupied), sum(sign * unavailable)
    FROM changes
    GROUP BY 1, 2, 3
    HAVING sum(sign * units) <> 0 OR sum(sign * occupied) <> 0 OR sum(sign * unavailable) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, day, property_id) DO UPDATE SET
      units = o.units + excluded.units, occupied = o.occupied + excluded.occupied,
      unavailable = o.unavailable + excluded.unavailable
  $sql$, changed_units, unit_states, lease_states);
$$;--> statement-breakpoint
-- A lease's statement changes its units' counts: the units as they are, with their leases now and as they were
-- (now, less the statement's new rows, plus its old ones). The units' rows are locked first, in id order, so two
-- transactions writing one unit's leases count one after the other, each seeing the other's leases once committed.
CREATE FUNCTION leases_count_occupancy_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_units text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT unit_id AS id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT unit_id AS id FROM old_rows'
    ELSE 'SELECT unnest(ARRAY[n.unit_id, o.unit_id]) AS id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.organization_id, n.unit_id, n.start_date, n.end_date, n.terminated_on)
        IS DISTINCT FROM (o.organization_id, o.unit_id, o.start_date, o.end_date, o.terminated_on)'
  END;
  lease_columns text := 'unit_id, organization_id, start_date, end_date, terminated_on';
BEGIN
  EXECUTE format('SELECT 1 FROM units WHERE id IN (%s) ORDER BY id FOR NO KEY UPDATE', changed_units);
  EXECUTE occupancy_by_day_count_sql(
    changed_units,
    'SELECT s.sign, u.id, u.organization_id, u.property_id, u.status, u.created_at
      FROM units u JOIN organizations o ON o.id = u.organization_id CROSS JOIN (VALUES (1), (-1)) AS s (sign)
      WHERE u.id IN (SELECT id FROM changed_units)',
    format('SELECT 1 AS sign, %1$s FROM leases WHERE unit_id IN (SELECT id FROM changed_units)
      UNION ALL SELECT -1, %1$s FROM leases l WHERE unit_id IN (SELECT id FROM changed_units) %2$s %3$s',
      lease_columns,
      CASE WHEN TG_OP = 'DELETE' THEN '' ELSE 'AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = l.id)' END,
      CASE WHEN TG_OP = 'INSERT' THEN '' ELSE format(
        'UNION ALL SELECT -1, %s FROM old_rows WHERE unit_id IN (SELECT id FROM changed_units)', lease_columns) END));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER leases_occupancy_by_day_insert AFTER INSERT ON leases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leases_count_occupancy_by_day();--> statement-breakpoint
CREATE TRIGGER leases_occupancy_by_day_update AFTER UPDATE ON leases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leases_count_occupancy_by_day();--> statement-breakpoint
CREATE TRIGGER leases_occupancy_by_day_delete AFTER DELETE ON leases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leases_count_occupancy_by_day();--> statement-breakpoint
-- A unit's statement changes its counts: the unit as it is and as it was, with its leases (a statement on units
-- writes no lease). An organization being deleted is skipped: its rows go by their own cascade.
CREATE FUNCTION units_count_occupancy_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unit_columns text := 'id, organization_id, property_id, status, created_at';
BEGIN
  EXECUTE occupancy_by_day_count_sql(
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT id FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT id FROM old_rows'
      ELSE 'SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.organization_id, n.property_id, n.status, n.created_at)
          IS DISTINCT FROM (o.organization_id, o.property_id, o.status, o.created_at)'
    END,
    format('SELECT u.* FROM (%s) AS u JOIN organizations o ON o.id = u.organization_id
      WHERE u.id IN (SELECT id FROM changed_units)',
      CASE TG_OP
        WHEN 'INSERT' THEN format('SELECT 1 AS sign, %s FROM new_rows', unit_columns)
        WHEN 'DELETE' THEN format('SELECT -1 AS sign, %s FROM old_rows', unit_columns)
        ELSE format('SELECT 1 AS sign, %1$s FROM new_rows UNION ALL SELECT -1, %1$s FROM old_rows', unit_columns)
      END),
    'SELECT s.sign, l.unit_id, l.organization_id, l.start_date, l.end_date, l.terminated_on
      FROM leases l CROSS JOIN (VALUES (1), (-1)) AS s (sign) WHERE l.unit_id IN (SELECT id FROM changed_units)');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER units_occupancy_by_day_insert AFTER INSERT ON units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION units_count_occupancy_by_day();--> statement-breakpoint
CREATE TRIGGER units_occupancy_by_day_update AFTER UPDATE ON units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION units_count_occupancy_by_day();--> statement-breakpoint
CREATE TRIGGER units_occupancy_by_day_delete AFTER DELETE ON units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION units_count_occupancy_by_day();--> statement-breakpoint
DO $$
BEGIN
  EXECUTE occupancy_by_day_count_sql(
    'SELECT id FROM units',
    'SELECT 1 AS sign, id, organization_id, property_id, status, created_at FROM units',
    'SELECT 1 AS sign, unit_id, organization_id, start_date, end_date, terminated_on FROM leases');
END;
$$;
