ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_consent_sha256_hex";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_status_valid";--> statement-breakpoint
ALTER TABLE "signature_signers" ADD COLUMN "consent_language" text;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD COLUMN "consent_sha256" text;--> statement-breakpoint
-- Signers who consented before the disclosure was translated read the English text, whose hash the request kept.
UPDATE "signature_signers" SET "consent_language" = 'en', "consent_sha256" = r."consent_text_sha256" FROM "signature_requests" r WHERE r."id" = "signature_signers"."request_id" AND "signature_signers"."consented_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "consent_text_sha256";--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_status_valid" CHECK ("signature_requests"."status" in ('pending', 'partially_signed', 'fully_signed', 'declined', 'revoked'));--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_consent_recorded" CHECK (("signature_signers"."consented_at" is null) = ("signature_signers"."consent_sha256" is null and "signature_signers"."consent_language" is null));--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_consent_language_valid" CHECK ("signature_signers"."consent_language" is null or "signature_signers"."consent_language" in ('en', 'es', 'fr', 'he', 'sq'));--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_consent_sha256_hex" CHECK ("signature_signers"."consent_sha256" is null or "signature_signers"."consent_sha256" ~ '^[0-9a-f]{64}$');