ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_valid";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = 'queued' WHERE "status" = 'stored';--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_valid" CHECK ("mail_outbox"."status" in ('queued', 'sending', 'sent', 'failed'));