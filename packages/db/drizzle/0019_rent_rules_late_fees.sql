CREATE TABLE "late_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"charged_on" date NOT NULL,
	"late_fee_kind" text NOT NULL,
	"grace_days" integer NOT NULL,
	"percent_basis_points" integer,
	"cap_minor" bigint,
	"waived_at" timestamp with time zone,
	"waived_by_user_id" uuid,
	"waive_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_fees_charge_unique" UNIQUE("charge_id"),
	CONSTRAINT "late_fees_amount_positive" CHECK ("late_fees"."amount_minor" > 0),
	CONSTRAINT "late_fees_waived_with_reason" CHECK ("late_fees"."waived_at" is null or "late_fees"."waive_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "rent_rules" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"late_fee_kind" text DEFAULT 'none' NOT NULL,
	"flat_amount_minor" bigint,
	"percent_basis_points" integer,
	"cap_minor" bigint,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_rules_grace_days_range" CHECK ("rent_rules"."grace_days" between 0 and 60),
	CONSTRAINT "rent_rules_late_fee_kind_valid" CHECK ("rent_rules"."late_fee_kind" in ('none', 'flat', 'percent')),
	CONSTRAINT "rent_rules_flat_amount" CHECK ("rent_rules"."late_fee_kind" <> 'flat' or ("rent_rules"."flat_amount_minor" is not null and "rent_rules"."flat_amount_minor" > 0)),
	CONSTRAINT "rent_rules_percent" CHECK ("rent_rules"."late_fee_kind" <> 'percent' or "rent_rules"."percent_basis_points" between 1 and 10000),
	CONSTRAINT "rent_rules_cap_positive" CHECK ("rent_rules"."cap_minor" is null or "rent_rules"."cap_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_charge_id_rent_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."rent_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_waived_by_user_id_user_id_fk" FOREIGN KEY ("waived_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_rules" ADD CONSTRAINT "rent_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_rules" ADD CONSTRAINT "rent_rules_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_fees_organization_idx" ON "late_fees" USING btree ("organization_id","charged_on");--> statement-breakpoint
CREATE INDEX "late_fees_lease_idx" ON "late_fees" USING btree ("lease_id");