CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"property_id" uuid,
	"incurred_on" date NOT NULL,
	"category" text NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"receipt_key" text,
	"receipt_content_type" text,
	"receipt_file_name" text,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"recurrence_ends_on" date,
	"recurring_source_id" uuid,
	"maintenance_request_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_recurring_occurrence_unique" UNIQUE("recurring_source_id","incurred_on"),
	CONSTRAINT "expenses_maintenance_request_unique" UNIQUE("maintenance_request_id"),
	CONSTRAINT "expenses_category_valid" CHECK ("expenses"."category" in ('mortgage', 'tax', 'insurance', 'repairs', 'maintenance', 'utilities', 'management', 'hoa', 'supplies', 'legal', 'other')),
	CONSTRAINT "expenses_recurrence_valid" CHECK ("expenses"."recurrence" in ('none', 'monthly', 'yearly')),
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount_minor" > 0),
	CONSTRAINT "expenses_currency_iso" CHECK ("expenses"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "expenses_recurrence_end_after_start" CHECK ("expenses"."recurrence_ends_on" is null or "expenses"."recurrence_ends_on" >= "expenses"."incurred_on")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_source_id_expenses_id_fk" FOREIGN KEY ("recurring_source_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_organization_incurred_idx" ON "expenses" USING btree ("organization_id","incurred_on");--> statement-breakpoint
CREATE INDEX "expenses_organization_property_incurred_idx" ON "expenses" USING btree ("organization_id","property_id","incurred_on");--> statement-breakpoint
CREATE INDEX "expenses_recurring_templates_idx" ON "expenses" USING btree ("organization_id") WHERE "expenses"."recurrence" <> 'none';