CREATE TABLE "money_by_day" (
	"organization_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"property_id" uuid,
	"charged_minor" bigint DEFAULT 0 NOT NULL,
	"charged_received_minor" bigint DEFAULT 0 NOT NULL,
	"charged_unpaid_minor" bigint DEFAULT 0 NOT NULL,
	"received_minor" bigint DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "money_by_day_key" UNIQUE NULLS NOT DISTINCT("organization_id","currency","day","property_id")
);
--> statement-breakpoint
ALTER TABLE "money_by_day" ADD CONSTRAINT "money_by_day_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION money_by_day_changed_rows(operation text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END;
$$;--> statement-breakpoint
CREATE FUNCTION rent_charges_count_money_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO money_by_day AS m (organization_id, currency, day, property_id, charged_minor, charged_received_minor, charged_unpaid_minor)
    SELECT c.organization_id, c.currency, c.due_date, l.property_id, sum(c.sign * c.amount_minor),
      sum(c.sign * c.received_minor), sum(c.sign * greatest(c.amount_minor - c.received_minor, 0))
    FROM (%s) AS c JOIN leases l ON l.id = c.lease_id JOIN organizations o ON o.id = c.organization_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign * c.amount_minor) <> 0 OR sum(c.sign * c.received_minor) <> 0
      OR sum(c.sign * greatest(c.amount_minor - c.received_minor, 0)) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, currency, day, property_id) DO UPDATE SET
      charged_minor = m.charged_minor + excluded.charged_minor,
      charged_received_minor = m.charged_received_minor + excluded.charged_received_minor,
      charged_unpaid_minor = m.charged_unpaid_minor + excluded.charged_unpaid_minor
  $sql$, money_by_day_changed_rows(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER rent_charges_money_by_day_insert AFTER INSERT ON rent_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rent_charges_count_money_by_day();--> statement-breakpoint
CREATE TRIGGER rent_charges_money_by_day_update AFTER UPDATE ON rent_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rent_charges_count_money_by_day();--> statement-breakpoint
CREATE TRIGGER rent_charges_money_by_day_delete AFTER DELETE ON rent_charges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rent_charges_count_money_by_day();--> statement-breakpoint
CREATE FUNCTION payments_count_money_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO money_by_day AS m (organization_id, currency, day, property_id, received_minor)
    SELECT p.organization_id, p.currency, p.paid_on, l.property_id, sum(p.sign * p.amount_minor)
    FROM (%s) AS p JOIN leases l ON l.id = p.lease_id JOIN organizations o ON o.id = p.organization_id
    WHERE p.status IN ('paid', 'confirmed')
    GROUP BY 1, 2, 3, 4
    HAVING sum(p.sign * p.amount_minor) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, currency, day, property_id) DO UPDATE SET
      received_minor = m.received_minor + excluded.received_minor
  $sql$, money_by_day_changed_rows(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_money_by_day_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_count_money_by_day();--> statement-breakpoint
CREATE TRIGGER payments_money_by_day_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_count_money_by_day();--> statement-breakpoint
CREATE TRIGGER payments_money_by_day_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_count_money_by_day();--> statement-breakpoint
CREATE FUNCTION expenses_count_money_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO money_by_day AS m (organization_id, currency, day, property_id, spent_minor)
    SELECT e.organization_id, e.currency, e.incurred_on, e.property_id, sum(e.sign * e.amount_minor)
    FROM (%s) AS e JOIN organizations o ON o.id = e.organization_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(e.sign * e.amount_minor) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, currency, day, property_id) DO UPDATE SET
      spent_minor = m.spent_minor + excluded.spent_minor
  $sql$, money_by_day_changed_rows(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER expenses_money_by_day_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_count_money_by_day();--> statement-breakpoint
CREATE TRIGGER expenses_money_by_day_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_count_money_by_day();--> statement-breakpoint
CREATE TRIGGER expenses_money_by_day_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_count_money_by_day();--> statement-breakpoint
INSERT INTO money_by_day (organization_id, currency, day, property_id, charged_minor, charged_received_minor, charged_unpaid_minor, received_minor, spent_minor)
SELECT organization_id, currency, day, property_id, sum(charged), sum(charged_received), sum(charged_unpaid), sum(received), sum(spent)
FROM (
  SELECT c.organization_id, c.currency, c.due_date AS day, l.property_id, c.amount_minor AS charged, c.received_minor AS charged_received,
    greatest(c.amount_minor - c.received_minor, 0) AS charged_unpaid, 0 AS received, 0 AS spent
  FROM rent_charges c JOIN leases l ON l.id = c.lease_id
  UNION ALL
  SELECT p.organization_id, p.currency, p.paid_on, l.property_id, 0, 0, 0, p.amount_minor, 0
  FROM payments p JOIN leases l ON l.id = p.lease_id WHERE p.status IN ('paid', 'confirmed')
  UNION ALL
  SELECT e.organization_id, e.currency, e.incurred_on, e.property_id, 0, 0, 0, 0, e.amount_minor FROM expenses e
) AS money
GROUP BY organization_id, currency, day, property_id;
