CREATE TABLE "str_import_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'never_synced' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "str_import_feeds_status_valid" CHECK ("str_import_feeds"."status" in ('never_synced', 'ok', 'error'))
);
--> statement-breakpoint
CREATE TABLE "str_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"nightly_rate_minor" bigint NOT NULL,
	"cleaning_fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"max_guests" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"feed_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "str_listings_feed_token_hash_unique" UNIQUE("feed_token_hash"),
	CONSTRAINT "str_listings_amounts_valid" CHECK ("str_listings"."nightly_rate_minor" > 0 and "str_listings"."cleaning_fee_minor" >= 0),
	CONSTRAINT "str_listings_max_guests_valid" CHECK ("str_listings"."max_guests" between 1 and 50),
	CONSTRAINT "str_listings_feed_token_hash_hex" CHECK ("str_listings"."feed_token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "str_stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text,
	"guest_name" text,
	"guest_email" text,
	"guest_phone" text,
	"guests" integer,
	"nights" integer,
	"total_minor" bigint,
	"currency" text,
	"notes" text,
	"block_type" text,
	"reason" text,
	"source" text,
	"import_feed_id" uuid,
	"import_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "str_stays_dates_ordered" CHECK ("str_stays"."end_date" > "str_stays"."start_date"),
	CONSTRAINT "str_stays_kind_valid" CHECK ("str_stays"."kind" in ('booking', 'block')),
	CONSTRAINT "str_stays_booking_fields" CHECK ("str_stays"."kind" <> 'booking' or ("str_stays"."status" in ('pending', 'confirmed', 'cancelled', 'completed') and "str_stays"."guest_name" is not null and "str_stays"."guests" >= 1 and "str_stays"."nights" >= 1 and "str_stays"."total_minor" >= 0 and "str_stays"."currency" is not null and "str_stays"."block_type" is null)),
	CONSTRAINT "str_stays_block_fields" CHECK ("str_stays"."kind" <> 'block' or ("str_stays"."block_type" in ('owner_use', 'maintenance', 'cleaning', 'unavailable') and "str_stays"."source" in ('manual', 'imported') and "str_stays"."status" is null and ("str_stays"."source" = 'manual') = ("str_stays"."import_feed_id" is null) and ("str_stays"."import_feed_id" is null) = ("str_stays"."import_uid" is null)))
);
--> statement-breakpoint
CREATE TABLE "str_sync_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"feed_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "str_import_feeds" ADD CONSTRAINT "str_import_feeds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_import_feeds" ADD CONSTRAINT "str_import_feeds_listing_id_str_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."str_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_listings" ADD CONSTRAINT "str_listings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_listings" ADD CONSTRAINT "str_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_listings" ADD CONSTRAINT "str_listings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_stays" ADD CONSTRAINT "str_stays_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_stays" ADD CONSTRAINT "str_stays_listing_id_str_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."str_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_stays" ADD CONSTRAINT "str_stays_import_feed_id_str_import_feeds_id_fk" FOREIGN KEY ("import_feed_id") REFERENCES "public"."str_import_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_sync_log" ADD CONSTRAINT "str_sync_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "str_sync_log" ADD CONSTRAINT "str_sync_log_feed_id_str_import_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."str_import_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "str_import_feeds_listing_idx" ON "str_import_feeds" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "str_listings_organization_property_idx" ON "str_listings" USING btree ("organization_id","property_id");--> statement-breakpoint
CREATE INDEX "str_stays_listing_dates_idx" ON "str_stays" USING btree ("listing_id","start_date");--> statement-breakpoint
CREATE INDEX "str_stays_organization_idx" ON "str_stays" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "str_stays_import_uid_unique" ON "str_stays" USING btree ("import_feed_id","import_uid");--> statement-breakpoint
CREATE INDEX "str_sync_log_feed_idx" ON "str_sync_log" USING btree ("feed_id","started_at");--> statement-breakpoint
ALTER TABLE "str_stays" ADD CONSTRAINT "str_stays_no_overlap_per_listing"
  EXCLUDE USING gist (
    "listing_id" WITH =,
    daterange("start_date", "end_date", '[)') WITH &&
  ) WHERE ("kind" = 'block' OR "status" <> 'cancelled');
