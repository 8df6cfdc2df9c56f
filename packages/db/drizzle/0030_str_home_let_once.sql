-- Bookings keep the cleaning fee apart from their total (ADR and RevPAN count nightly revenue only); existing
-- bookings take their listing's current fee, at most their total.
ALTER TABLE "str_stays" DROP CONSTRAINT "str_stays_booking_fields";--> statement-breakpoint
ALTER TABLE "str_stays" ADD COLUMN "cleaning_fee_minor" bigint;--> statement-breakpoint
UPDATE "str_stays" s SET "cleaning_fee_minor" = least(l."cleaning_fee_minor", s."total_minor")
  FROM "str_listings" l WHERE l."id" = s."listing_id" AND s."kind" = 'booking';--> statement-breakpoint
ALTER TABLE "str_stays" ADD CONSTRAINT "str_stays_booking_fields" CHECK ("str_stays"."kind" <> 'booking' or ("str_stays"."status" in ('pending', 'confirmed', 'cancelled', 'completed') and "str_stays"."guest_name" is not null and "str_stays"."guests" >= 1 and "str_stays"."nights" >= 1 and "str_stays"."total_minor" >= 0 and "str_stays"."cleaning_fee_minor" between 0 and "str_stays"."total_minor" and "str_stays"."currency" is not null and "str_stays"."block_type" is null));--> statement-breakpoint
-- A feed added twice to one listing imports every event twice: the later copies (which the listing's no-overlap
-- rule left without blocks) go, and the pair (listing, URL) is unique from now on.
DELETE FROM "str_import_feeds" f USING "str_import_feeds" g
  WHERE f."listing_id" = g."listing_id" AND f."url" = g."url" AND (f."created_at", f."id") > (g."created_at", g."id");--> statement-breakpoint
CREATE UNIQUE INDEX "str_import_feeds_listing_url_unique" ON "str_import_feeds" USING btree ("listing_id","url");--> statement-breakpoint
-- A home is let once a night. A listing lets a whole property (unit_id null) or one unit; a stay (a booking not
-- cancelled, or a block) takes its listing's home for its nights [start_date, end_date), a lease not terminated
-- takes its unit for its days [start_date, coalesce(terminated_on, end_date)]. Two takings of the same property
-- collide when either is the whole home or both are the same unit. An exclusion constraint cannot say "whole home
-- or same unit" across two tables, so triggers decide it, each holding one transaction lock per property so that
-- writers of the same home queue and the later one sees what the earlier one committed. They raise an exclusion
-- violation naming str_stays_home_let_once or leases_home_let_once, which the server turns into its error.
CREATE FUNCTION lock_home_for_letting(home uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('home-let:' || home::text, 0));
$$;--> statement-breakpoint
-- Whether stays of other listings than `except_listing` take the home (a unit, or the whole home when `home_unit`
-- is null) on a night of [first_night, after_last_night).
CREATE FUNCTION home_has_stays(home uuid, home_unit uuid, first_night date, after_last_night date, except_listing uuid)
RETURNS boolean LANGUAGE sql AS $$
  SELECT EXISTS (
    SELECT 1 FROM str_stays s JOIN str_listings l ON l.id = s.listing_id
    WHERE l.property_id = home AND s.listing_id IS DISTINCT FROM except_listing
      AND (l.unit_id IS NULL OR home_unit IS NULL OR l.unit_id = home_unit)
      AND (s.kind = 'block' OR s.status <> 'cancelled')
      AND s.start_date < after_last_night AND s.end_date > first_night
  );
$$;--> statement-breakpoint
-- Whether leases not terminated take the home (a unit, or any unit when `home_unit` is null) on a night of
-- [first_night, after_last_night).
CREATE FUNCTION home_has_leases(home uuid, home_unit uuid, first_night date, after_last_night date)
RETURNS boolean LANGUAGE sql AS $$
  SELECT EXISTS (
    SELECT 1 FROM leases le
    WHERE le.property_id = home AND (home_unit IS NULL OR le.unit_id = home_unit) AND le.status <> 'terminated'
      AND le.start_date < after_last_night AND coalesce(le.terminated_on, le.end_date) >= first_night
  );
$$;--> statement-breakpoint
CREATE FUNCTION str_stays_home_let_once() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  home uuid;
  home_unit uuid;
BEGIN
  IF NEW.kind = 'booking' AND NEW.status = 'cancelled' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.listing_id = OLD.listing_id AND NEW.start_date >= OLD.start_date
    AND NEW.end_date <= OLD.end_date AND NOT (OLD.kind = 'booking' AND OLD.status = 'cancelled') THEN
    RETURN NEW;
  END IF;
  SELECT property_id, unit_id INTO home, home_unit FROM str_listings WHERE id = NEW.listing_id;
  PERFORM lock_home_for_letting(home);
  IF home_has_stays(home, home_unit, NEW.start_date, NEW.end_date, NEW.listing_id)
    OR home_has_leases(home, home_unit, NEW.start_date, NEW.end_date) THEN
    RAISE EXCEPTION 'This home is already let for some of these nights'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'str_stays_home_let_once', TABLE = 'str_stays';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER str_stays_home_let_once BEFORE INSERT OR UPDATE ON str_stays
  FOR EACH ROW EXECUTE FUNCTION str_stays_home_let_once();--> statement-breakpoint
CREATE FUNCTION leases_home_let_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'terminated' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status <> 'terminated' AND NEW.unit_id = OLD.unit_id AND NEW.start_date >= OLD.start_date
    AND coalesce(NEW.terminated_on, NEW.end_date) <= coalesce(OLD.terminated_on, OLD.end_date) THEN
    RETURN NEW;
  END IF;
  PERFORM lock_home_for_letting(NEW.property_id);
  IF home_has_stays(NEW.property_id, NEW.unit_id, NEW.start_date, coalesce(NEW.terminated_on, NEW.end_date) + 1, NULL)
  THEN
    RAISE EXCEPTION 'Short-term stays take this home for some of these dates'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'leases_home_let_once', TABLE = 'leases';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER leases_home_let_once BEFORE INSERT OR UPDATE ON leases
  FOR EACH ROW EXECUTE FUNCTION leases_home_let_once();--> statement-breakpoint
-- A listing moved to another unit (or to the whole home) takes its stays' nights there.
CREATE FUNCTION str_listings_home_let_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_home_for_letting(NEW.property_id);
  IF EXISTS (
    SELECT 1 FROM str_stays s
    WHERE s.listing_id = NEW.id AND (s.kind = 'block' OR s.status <> 'cancelled')
      AND (home_has_stays(NEW.property_id, NEW.unit_id, s.start_date, s.end_date, NEW.id)
        OR home_has_leases(NEW.property_id, NEW.unit_id, s.start_date, s.end_date))
  ) THEN
    RAISE EXCEPTION 'This home is already let for some of the listing''s nights'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'str_stays_home_let_once', TABLE = 'str_listings';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER str_listings_home_let_once BEFORE UPDATE OF property_id, unit_id ON str_listings
  FOR EACH ROW WHEN (OLD.property_id IS DISTINCT FROM NEW.property_id OR OLD.unit_id IS DISTINCT FROM NEW.unit_id)
  EXECUTE FUNCTION str_listings_home_let_once();
