CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"channel" text DEFAULT 'in_app' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_once" UNIQUE("rule_id","target_id","occurrence_at","recipient_user_id"),
	CONSTRAINT "reminder_deliveries_status_valid" CHECK ("reminder_deliveries"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "reminder_deliveries_channel_valid" CHECK ("reminder_deliveries"."channel" in ('in_app', 'in_app_and_email'))
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"anchor" text NOT NULL,
	"offset" integer NOT NULL,
	"template_key" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_rules_type_valid" CHECK ("reminder_rules"."type" in ('payment', 'lease', 'maintenance')),
	CONSTRAINT "reminder_rules_anchor_valid" CHECK ("reminder_rules"."anchor" in ('due_date', 'lease_end', 'lease_start', 'request_created')),
	CONSTRAINT "reminder_rules_template_valid" CHECK ("reminder_rules"."template_key" is null or "reminder_rules"."template_key" in ('rent_due', 'lease_renewal', 'maintenance_follow_up', 'tenant_welcome')),
	CONSTRAINT "reminder_rules_offset_valid" CHECK ("reminder_rules"."offset" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_rule_id_reminder_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reminder_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_recipient_user_id_user_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_rule_created_idx" ON "reminder_deliveries" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_retry_idx" ON "reminder_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "reminder_rules_organization_idx" ON "reminder_rules" USING btree ("organization_id");