ALTER TABLE "money_by_day" ADD COLUMN "debt_service_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_by_day" ADD COLUMN "stay_income_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Mortgage payments are debt service: counted in spent_minor (they are expenses) and in debt_service_minor, so net
-- operating income (income − expenses other than debt service) is a sum of days like the rest.
CREATE OR REPLACE FUNCTION expenses_count_money_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO money_by_day AS m (organization_id, currency, day, property_id, spent_minor, debt_service_minor)
    SELECT e.organization_id, e.currency, e.incurred_on, e.property_id, sum(e.sign * e.amount_minor),
      coalesce(sum(e.sign * e.amount_minor) FILTER (WHERE e.category = 'mortgage'), 0)
    FROM (%s) AS e JOIN organizations o ON o.id = e.organization_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(e.sign * e.amount_minor) <> 0 OR coalesce(sum(e.sign * e.amount_minor) FILTER (WHERE e.category = 'mortgage'), 0) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, currency, day, property_id) DO UPDATE SET
      spent_minor = m.spent_minor + excluded.spent_minor,
      debt_service_minor = m.debt_service_minor + excluded.debt_service_minor
  $sql$, money_by_day_changed_rows(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A confirmed or completed booking earns its nightly revenue (total less cleaning fee) over its nights: night k
-- (from 0) of n gets round(nightly × (k + 1) / n) − round(nightly × k / n), and its check-in night the cleaning fee
-- too, so its nights add up to the total exactly; the SQL twin of monthFigures in packages/domain/src/stay-figures.ts. Counted under the listing's property, in the stay's currency.
CREATE FUNCTION str_stays_count_money_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO money_by_day AS m (organization_id, currency, day, property_id, stay_income_minor)
    SELECT s.organization_id, coalesce(s.currency, sl.currency), s.start_date + night.k, sl.property_id,
      sum(s.sign * (round((s.total_minor - coalesce(s.cleaning_fee_minor, 0))::numeric * (night.k + 1) / s.nights)
        - round((s.total_minor - coalesce(s.cleaning_fee_minor, 0))::numeric * night.k / s.nights)
        + CASE WHEN night.k = 0 THEN coalesce(s.cleaning_fee_minor, 0) ELSE 0 END))::bigint
    FROM (%s) AS s
      JOIN str_listings sl ON sl.id = s.listing_id
      JOIN organizations o ON o.id = s.organization_id
      CROSS JOIN LATERAL generate_series(0, (s.end_date - s.start_date) - 1) AS night(k)
    WHERE s.kind = 'booking' AND s.status IN ('confirmed', 'completed') AND s.nights > 0 AND s.total_minor IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(s.sign * (round((s.total_minor - coalesce(s.cleaning_fee_minor, 0))::numeric * (night.k + 1) / s.nights)
        - round((s.total_minor - coalesce(s.cleaning_fee_minor, 0))::numeric * night.k / s.nights)
        + CASE WHEN night.k = 0 THEN coalesce(s.cleaning_fee_minor, 0) ELSE 0 END)) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, currency, day, property_id) DO UPDATE SET
      stay_income_minor = m.stay_income_minor + excluded.stay_income_minor
  $sql$, money_by_day_changed_rows(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER str_stays_money_by_day_insert AFTER INSERT ON str_stays
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION str_stays_count_money_by_day();--> statement-breakpoint
CREATE TRIGGER str_stays_money_by_day_update AFTER UPDATE ON str_stays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION str_stays_count_money_by_day();--> statement-breakpoint
CREATE TRIGGER str_stays_money_by_day_delete AFTER DELETE ON str_stays
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION str_stays_count_money_by_day();--> statement-breakpoint
UPDATE money_by_day m SET debt_service_minor = mortgage.amount
FROM (
  SELECT organization_id, currency, incurred_on AS day, property_id, sum(amount_minor) AS amount
  FROM expenses WHERE category = 'mortgage' GROUP BY 1, 2, 3, 4
) AS mortgage
WHERE m.organization_id = mortgage.organization_id AND m.currency = mortgage.currency AND m.day = mortgage.day
  AND m.property_id IS NOT DISTINCT FROM mortgage.property_id;--> statement-breakpoint
INSERT INTO money_by_day AS m (organization_id, currency, day, property_id, stay_income_minor)
SELECT s.organization_id, coalesce(s.currency, sl.currency), s.start_date + night.k, sl.property_id,
  sum(round((s.total_minor - coalesce(s.cleaning_fee_minor, 0))::numeric * (night.k + 1) / s.nights)
        - round((s.total_minor - coalesce(s.cleaning_fee_minor, 0))::numeric * night.k / s.nights)
        + CASE WHEN night.k = 0 THEN coalesce(s.cleaning_fee_minor, 0) ELSE 0 END)::bigint
FROM str_stays s
  JOIN str_listings sl ON sl.id = s.listing_id
  CROSS JOIN LATERAL generate_series(0, (s.end_date - s.start_date) - 1) AS night(k)
WHERE s.kind = 'booking' AND s.status IN ('confirmed', 'completed') AND s.nights > 0 AND s.total_minor IS NOT NULL
GROUP BY 1, 2, 3, 4
ON CONFLICT (organization_id, currency, day, property_id) DO UPDATE SET stay_income_minor = excluded.stay_income_minor;
