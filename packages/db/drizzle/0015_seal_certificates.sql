CREATE TABLE "seal_certificates" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"p12" text NOT NULL,
	"password" text NOT NULL,
	"fingerprint_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_certificates_single_row" CHECK ("seal_certificates"."id" = 1),
	CONSTRAINT "seal_certificates_fingerprint_hex" CHECK ("seal_certificates"."fingerprint_sha256" ~ '^[0-9a-f]{64}$')
);
