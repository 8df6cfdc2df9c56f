ALTER TABLE "online_payments" ADD COLUMN "provider_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "fee_expense_id" uuid;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_fee_expense_id_expenses_id_fk" FOREIGN KEY ("fee_expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;