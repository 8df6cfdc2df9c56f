CREATE TABLE "lease_extra_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_extra_charges_kind_valid" CHECK ("lease_extra_charges"."kind" in ('parking', 'utilities', 'pet_rent', 'storage', 'charge_back', 'key_replacement', 'discount')),
	CONSTRAINT "lease_extra_charges_frequency_valid" CHECK ("lease_extra_charges"."frequency" in ('monthly', 'once')),
	CONSTRAINT "lease_extra_charges_amount_positive" CHECK ("lease_extra_charges"."amount_minor" > 0),
	CONSTRAINT "lease_extra_charges_dates_ordered" CHECK ("lease_extra_charges"."end_date" is null or "lease_extra_charges"."end_date" >= "lease_extra_charges"."start_date")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_extra_charges" ADD CONSTRAINT "lease_extra_charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_extra_charges" ADD CONSTRAINT "lease_extra_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_extra_charges_lease_idx" ON "lease_extra_charges" USING btree ("lease_id");