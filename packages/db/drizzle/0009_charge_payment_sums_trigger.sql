CREATE FUNCTION rent_charge_refresh_sums(target uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE rent_charges SET
    received_minor = coalesce((SELECT sum(amount_minor) FROM payments WHERE charge_id = target AND status IN ('confirmed', 'paid')), 0),
    confirmed_minor = coalesce((SELECT sum(amount_minor) FROM payments WHERE charge_id = target AND status = 'confirmed'), 0),
    awaiting_minor = coalesce((SELECT sum(amount_minor) FROM payments WHERE charge_id = target AND status = 'pending_confirmation'), 0)
  WHERE id = target;
$$;--> statement-breakpoint
CREATE FUNCTION payments_refresh_charge_sums() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM rent_charge_refresh_sums(OLD.charge_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.charge_id <> OLD.charge_id) THEN
    PERFORM rent_charge_refresh_sums(NEW.charge_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_refresh_charge_sums AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_refresh_charge_sums();--> statement-breakpoint
UPDATE rent_charges c SET
  received_minor = coalesce((SELECT sum(amount_minor) FROM payments p WHERE p.charge_id = c.id AND p.status IN ('confirmed', 'paid')), 0),
  confirmed_minor = coalesce((SELECT sum(amount_minor) FROM payments p WHERE p.charge_id = c.id AND p.status = 'confirmed'), 0),
  awaiting_minor = coalesce((SELECT sum(amount_minor) FROM payments p WHERE p.charge_id = c.id AND p.status = 'pending_confirmation'), 0);
