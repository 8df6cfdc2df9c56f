CREATE TABLE "online_payment_accounts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"webhook_secret_encrypted" text NOT NULL,
	"key_hint" text NOT NULL,
	"fee_policy" text DEFAULT 'absorb' NOT NULL,
	"convenience_fee_basis_points" integer DEFAULT 0 NOT NULL,
	"autopay_max_attempts" integer DEFAULT 3 NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_accounts_fee_policy_valid" CHECK ("online_payment_accounts"."fee_policy" in ('absorb', 'convenience_fee'))
);
--> statement-breakpoint
CREATE TABLE "online_payment_charges" (
	"online_payment_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "online_payment_charges_online_payment_id_charge_id_pk" PRIMARY KEY("online_payment_id","charge_id"),
	CONSTRAINT "online_payment_charges_amount_positive" CHECK ("online_payment_charges"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "online_payment_events" (
	"organization_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"online_payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_events_organization_id_event_id_pk" PRIMARY KEY("organization_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"tenant_user_id" uuid,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"method" text,
	"status" text DEFAULT 'open' NOT NULL,
	"hold_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_checkout_session_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "online_payments_payment_intent_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "online_payments_status_valid" CHECK ("online_payments"."status" in ('open', 'processing', 'succeeded', 'failed', 'held', 'refunded', 'disputed', 'expired')),
	CONSTRAINT "online_payments_amount_positive" CHECK ("online_payments"."amount_minor" > 0 and "online_payments"."fee_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_valid";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "online_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "online_payment_accounts" ADD CONSTRAINT "online_payment_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_accounts" ADD CONSTRAINT "online_payment_accounts_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_charges" ADD CONSTRAINT "online_payment_charges_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_charges" ADD CONSTRAINT "online_payment_charges_charge_id_rent_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."rent_charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_charges" ADD CONSTRAINT "online_payment_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_events" ADD CONSTRAINT "online_payment_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_events" ADD CONSTRAINT "online_payment_events_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_tenant_user_id_user_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payment_charges_charge_idx" ON "online_payment_charges" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "online_payments_organization_idx" ON "online_payments" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_tenant_idx" ON "online_payments" USING btree ("tenant_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_online_payment_idx" ON "payments" USING btree ("online_payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending_confirmation', 'confirmed', 'paid', 'rejected', 'refunded', 'disputed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_valid" CHECK ("payments"."method" in ('bank_transfer', 'cash', 'check', 'card', 'other', 'online_card', 'online_bank_account'));