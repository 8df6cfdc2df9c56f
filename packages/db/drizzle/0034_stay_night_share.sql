-- What night k (from 0) of a booking's n nights earns: round(nightly × (k + 1) / n) − round(nightly × k / n) of the
-- nightly revenue (total less cleaning fee), and on its check-in night the cleaning fee too, so the nights add up to
-- the total exactly; the SQL twin of monthFigures in packages/domain/src/stay-figures.ts, written once.
CREATE FUNCTION stay_night_share(total_minor bigint, cleaning_fee_minor bigint, nights integer, k integer)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT round((total_minor - coalesce(cleaning_fee_minor, 0))::numeric * (k + 1) / nights)
    - round((total_minor - coalesce(cleaning_fee_minor, 0))::numeric * k / nights)
    + CASE WHEN k = 0 THEN coalesce(cleaning_fee_minor, 0) ELSE 0 END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION str_stays_count_money_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO money_by_day AS m (organization_id, currency, day, property_id, stay_income_minor)
    SELECT s.organization_id, coalesce(s.currency, sl.currency), s.start_date + night.k, sl.property_id,
      sum(s.sign * stay_night_share(s.total_minor, s.cleaning_fee_minor, s.nights, night.k))::bigint
    FROM (%s) AS s
      JOIN str_listings sl ON sl.id = s.listing_id
      JOIN organizations o ON o.id = s.organization_id
      CROSS JOIN LATERAL generate_series(0, (s.end_date - s.start_date) - 1) AS night(k)
    WHERE s.kind = 'booking' AND s.status IN ('confirmed', 'completed') AND s.nights > 0 AND s.total_minor IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(s.sign * stay_night_share(s.total_minor, s.cleaning_fee_minor, s.nights, night.k)) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, currency, day, property_id) DO UPDATE SET
      stay_income_minor = m.stay_income_minor + excluded.stay_income_minor
  $sql$, money_by_day_changed_rows(TG_OP));
  RETURN NULL;
END;
$$;
