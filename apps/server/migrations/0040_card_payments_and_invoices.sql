CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"company_id" integer,
	"created_by" integer NOT NULL,
	"purpose" text NOT NULL,
	"tariff_id" integer,
	"package_id" integer,
	"invoice_id" integer,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"return_path" text NOT NULL,
	"receipt_email" text,
	"receipt_phone" text,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"idempotence_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_amount" bigint,
	"applied_transaction_id" bigint,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_provider_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "card_payments_one_holder" CHECK (num_nonnulls("card_payments"."account_id", "card_payments"."company_id") = 1),
	CONSTRAINT "card_payments_purpose" CHECK ("card_payments"."purpose" in ('top_up', 'tariff', 'package', 'invoice')),
	CONSTRAINT "card_payments_status" CHECK ("card_payments"."status" in ('pending', 'succeeded', 'canceled')),
	CONSTRAINT "card_payments_amount" CHECK ("card_payments"."amount" > 0),
	CONSTRAINT "card_payments_refund" CHECK ("card_payments"."refunded_amount" >= 0 and "card_payments"."refunded_amount" <= coalesce("card_payments"."paid_amount", 0))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"purpose" text NOT NULL,
	"tariff_id" integer,
	"package_id" integer,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"docx_key" text NOT NULL,
	"pdf_key" text,
	"pay_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_purpose" CHECK ("invoices"."purpose" in ('top_up', 'tariff', 'package')),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('unpaid', 'paid', 'canceled')),
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount" > 0),
	CONSTRAINT "invoices_paid" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_package_id_additional_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."additional_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_applied_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("applied_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_package_id_additional_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."additional_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_account_idx" ON "card_payments" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "card_payments_company_idx" ON "card_payments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "card_payments_pending_idx" ON "card_payments" USING btree ("created_at") WHERE "card_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","id");