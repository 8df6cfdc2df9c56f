ALTER TABLE "rent_charges" ADD COLUMN "received_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_charges" ADD COLUMN "confirmed_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_charges" ADD COLUMN "awaiting_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_organization_paid_on_idx" ON "payments" USING btree ("organization_id","paid_on");--> statement-breakpoint
CREATE INDEX "rent_charges_unpaid_idx" ON "rent_charges" USING btree ("organization_id","due_date") WHERE "rent_charges"."amount_minor" > "rent_charges"."received_minor";