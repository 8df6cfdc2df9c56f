CREATE TABLE "rent_mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_mailings_once" UNIQUE("lease_id","kind","month"),
	CONSTRAINT "rent_mailings_kind_valid" CHECK ("rent_mailings"."kind" in ('rent_notice', 'statement'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "rent_notice_days_before" integer DEFAULT 7;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payment_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_mailings" ADD CONSTRAINT "rent_mailings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_mailings" ADD CONSTRAINT "rent_mailings_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_mailings_organization_idx" ON "rent_mailings" USING btree ("organization_id","month");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_rent_notice_days_valid" CHECK ("organizations"."rent_notice_days_before" between 0 and 28);