ALTER TABLE "leases" ADD CONSTRAINT "leases_no_overlap_per_unit"
  EXCLUDE USING gist (
    "unit_id" WITH =,
    daterange("start_date", coalesce("terminated_on", "end_date"), '[]') WITH &&
  ) WHERE ("status" <> 'terminated');
