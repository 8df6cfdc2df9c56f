CREATE TABLE "letter_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_templates_organization_kind_language_unique" UNIQUE("organization_id","kind","language"),
	CONSTRAINT "letter_templates_kind_valid" CHECK ("letter_templates"."kind" in ('rent_notice', 'receipt_note', 'statement_note', 'overdue_first', 'overdue_second', 'overdue_final', 'lease_clauses')),
	CONSTRAINT "letter_templates_language_valid" CHECK ("letter_templates"."language" in ('en', 'es', 'fr', 'he', 'sq'))
);
--> statement-breakpoint
CREATE TABLE "overdue_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"tenant_user_id" uuid,
	"language" text NOT NULL,
	"days_overdue" integer NOT NULL,
	"overdue_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"sent_by_user_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overdue_letters_charge_stage_unique" UNIQUE("charge_id","stage"),
	CONSTRAINT "overdue_letters_stage_valid" CHECK ("overdue_letters"."stage" in ('first', 'second', 'final'))
);
--> statement-breakpoint
ALTER TABLE "rent_rules" ADD COLUMN "overdue_first_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_rules" ADD COLUMN "overdue_second_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_rules" ADD COLUMN "overdue_final_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_letters" ADD CONSTRAINT "overdue_letters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_letters" ADD CONSTRAINT "overdue_letters_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_letters" ADD CONSTRAINT "overdue_letters_charge_id_rent_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."rent_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_letters" ADD CONSTRAINT "overdue_letters_tenant_user_id_user_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_letters" ADD CONSTRAINT "overdue_letters_sent_by_user_id_user_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overdue_letters_lease_idx" ON "overdue_letters" USING btree ("lease_id","sent_at");--> statement-breakpoint
ALTER TABLE "rent_rules" ADD CONSTRAINT "rent_rules_overdue_letter_days_order" CHECK (0 < "rent_rules"."overdue_first_days" and "rent_rules"."overdue_first_days" < "rent_rules"."overdue_second_days" and "rent_rules"."overdue_second_days" < "rent_rules"."overdue_final_days");