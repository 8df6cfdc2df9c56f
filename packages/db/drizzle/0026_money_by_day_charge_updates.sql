-- The payments trigger of 0009 updates a payment's charge once per payment: that update counts into money_by_day
-- through a static statement (its plan kept for the session) instead of text built and planned on every call.
CREATE OR REPLACE FUNCTION rent_charges_count_money_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
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
  END IF;
  INSERT INTO money_by_day AS m (organization_id, currency, day, property_id, charged_minor, charged_received_minor, charged_unpaid_minor)
  SELECT c.organization_id, c.currency, c.due_date, l.property_id, sum(c.sign * c.amount_minor),
    sum(c.sign * c.received_minor), sum(c.sign * greatest(c.amount_minor - c.received_minor, 0))
  FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS c
    JOIN leases l ON l.id = c.lease_id JOIN organizations o ON o.id = c.organization_id
  GROUP BY 1, 2, 3, 4
  HAVING sum(c.sign * c.amount_minor) <> 0 OR sum(c.sign * c.received_minor) <> 0
    OR sum(c.sign * greatest(c.amount_minor - c.received_minor, 0)) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (organization_id, currency, day, property_id) DO UPDATE SET
    charged_minor = m.charged_minor + excluded.charged_minor,
    charged_received_minor = m.charged_received_minor + excluded.charged_received_minor,
    charged_unpaid_minor = m.charged_unpaid_minor + excluded.charged_unpaid_minor;
  RETURN NULL;
END;
$$;
