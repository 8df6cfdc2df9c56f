CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer,
	"sha256" text,
	"lease_id" uuid,
	"tenant_user_id" uuid,
	"uploaded_by_user_id" uuid,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_valid" CHECK ("documents"."kind" in ('lease', 'other')),
	CONSTRAINT "documents_source_valid" CHECK ("documents"."source" in ('uploaded', 'generated', 'signed')),
	CONSTRAINT "documents_content_type_valid" CHECK ("documents"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "documents_size_not_negative" CHECK ("documents"."size_bytes" is null or "documents"."size_bytes" >= 0),
	CONSTRAINT "documents_sha256_hex" CHECK ("documents"."sha256" is null or "documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"signer_id" uuid,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "signature_events_type_valid" CHECK ("signature_events"."type" in ('created', 'sent', 'emailed', 'opened', 'consented', 'signed', 'declined', 'completed', 'downloaded', 'revoked', 'expired', 'reminded')),
	CONSTRAINT "signature_events_hash_hex" CHECK ("signature_events"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"document_id" uuid,
	"lease_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"ordered" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"original_sha256" text NOT NULL,
	"consent_text_sha256" text NOT NULL,
	"final_document_id" uuid,
	"final_sha256" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "signature_requests_status_valid" CHECK ("signature_requests"."status" in ('pending', 'partially_signed', 'fully_signed', 'revoked')),
	CONSTRAINT "signature_requests_original_sha256_hex" CHECK ("signature_requests"."original_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "signature_requests_consent_sha256_hex" CHECK ("signature_requests"."consent_text_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "signature_requests_final_sha256_hex" CHECK ("signature_requests"."final_sha256" is null or "signature_requests"."final_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "signature_requests_completed_when_fully_signed" CHECK (("signature_requests"."status" = 'fully_signed') = ("signature_requests"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"delivery" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"token_used_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"opened_at" timestamp with time zone,
	"consented_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signature_method" text,
	"signature_png" text,
	"typed_signature" text,
	"signed_ip" text,
	"signed_user_agent" text,
	"decline_reason" text,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	CONSTRAINT "signature_signers_role_valid" CHECK ("signature_signers"."role" in ('tenant', 'landlord', 'co_signer', 'witness')),
	CONSTRAINT "signature_signers_delivery_valid" CHECK ("signature_signers"."delivery" in ('email', 'link')),
	CONSTRAINT "signature_signers_status_valid" CHECK ("signature_signers"."status" in ('pending', 'signed', 'declined', 'revoked')),
	CONSTRAINT "signature_signers_method_valid" CHECK ("signature_signers"."signature_method" is null or "signature_signers"."signature_method" in ('drawn', 'typed')),
	CONSTRAINT "signature_signers_position_positive" CHECK ("signature_signers"."position" >= 1),
	CONSTRAINT "signature_signers_token_hash_hex" CHECK ("signature_signers"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "signature_signers_reminder_count_not_negative" CHECK ("signature_signers"."reminder_count" >= 0),
	CONSTRAINT "signature_signers_signed_has_signature" CHECK ("signature_signers"."status" <> 'signed' or ("signature_signers"."signed_at" is not null and "signature_signers"."signature_method" is not null))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_user_id_user_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_user_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_signer_id_signature_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signature_signers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_final_document_id_documents_id_fk" FOREIGN KEY ("final_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_organization_created_idx" ON "documents" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_lease_idx" ON "documents" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_tenant_idx" ON "documents" USING btree ("tenant_user_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "signature_events_organization_idx" ON "signature_events" USING btree ("organization_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_events_chain_unique" ON "signature_events" USING btree ("request_id",coalesce("previous_hash", ''));--> statement-breakpoint
CREATE INDEX "signature_requests_organization_created_idx" ON "signature_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_requests_document_idx" ON "signature_requests" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_requests_lease_idx" ON "signature_requests" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "signature_requests_final_sha256_idx" ON "signature_requests" USING btree ("final_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_token_hash_unique" ON "signature_signers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_request_position_unique" ON "signature_signers" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "signature_signers_organization_idx" ON "signature_signers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "signature_signers_pending_idx" ON "signature_signers" USING btree ("status","last_reminded_at");--> statement-breakpoint
-- Hand-written: lease documents move from their lease's columns into "documents" before the columns go.
-- The files are not read here, so their size and SHA-256 stay null on these rows.
INSERT INTO "documents" ("organization_id", "kind", "title", "file_key", "file_name", "content_type", "lease_id", "tenant_user_id", "source", "created_at")
  SELECT "organization_id", 'lease', coalesce(nullif(regexp_replace("document_name", '\.pdf$', '', 'i'), ''), 'Lease'),
    "document_key", coalesce("document_name", 'lease.pdf'), 'application/pdf', "id", "tenant_user_id", 'uploaded', "updated_at"
  FROM "leases" WHERE "document_key" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION signature_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signature_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER signature_events_append_only BEFORE UPDATE OR DELETE ON signature_events
  FOR EACH ROW EXECUTE FUNCTION signature_events_refuse_change();--> statement-breakpoint
ALTER TABLE "leases" DROP COLUMN "document_key";--> statement-breakpoint
ALTER TABLE "leases" DROP COLUMN "document_name";