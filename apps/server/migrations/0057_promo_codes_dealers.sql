CREATE TABLE "dealer_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_applications_status" CHECK ("dealer_applications"."status" in ('new', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"account_id" integer,
	"company_id" integer,
	"dealer_company_id" integer,
	"list_price" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"reward_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_uses_purchase_unique" UNIQUE("purchase_id"),
	CONSTRAINT "promo_code_uses_one_holder" CHECK (num_nonnulls("promo_code_uses"."account_id", "promo_code_uses"."company_id") = 1),
	CONSTRAINT "promo_code_uses_money" CHECK ("promo_code_uses"."paid" >= 0 and "promo_code_uses"."discount" > 0 and "promo_code_uses"."paid" + "promo_code_uses"."discount" = "promo_code_uses"."list_price" and "promo_code_uses"."reward" >= 0 and "promo_code_uses"."reward" <= "promo_code_uses"."paid")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"dealer_company_id" integer,
	"discount_percent" integer NOT NULL,
	"dealer_share_percent" integer DEFAULT 0 NOT NULL,
	"audience" integer,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_status" CHECK ("promo_codes"."status" in ('requested', 'active', 'declined', 'disabled')),
	CONSTRAINT "promo_codes_discount" CHECK ("promo_codes"."discount_percent" between 1 and 90),
	CONSTRAINT "promo_codes_share" CHECK ("promo_codes"."dealer_share_percent" between 0 and 50 and ("promo_codes"."dealer_company_id" is not null or "promo_codes"."dealer_share_percent" = 0)),
	CONSTRAINT "promo_codes_audience" CHECK ("promo_codes"."audience" is null or "promo_codes"."audience" in (1, 2)),
	CONSTRAINT "promo_codes_uses" CHECK ("promo_codes"."used_count" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."used_count" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_requested_dealer" CHECK ("promo_codes"."status" not in ('requested', 'declined') or "promo_codes"."dealer_company_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_dealer_company_id_companies_id_fk" FOREIGN KEY ("dealer_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_reward_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reward_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_dealer_company_id_companies_id_fk" FOREIGN KEY ("dealer_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_applications_open_unique" ON "dealer_applications" USING btree ("company_id") WHERE "dealer_applications"."status" = 'new';--> statement-breakpoint
CREATE INDEX "dealer_applications_status_idx" ON "dealer_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_account_unique" ON "promo_code_uses" USING btree ("promo_code_id","account_id") WHERE "promo_code_uses"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_company_unique" ON "promo_code_uses" USING btree ("promo_code_id","company_id") WHERE "promo_code_uses"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "promo_code_uses_dealer_idx" ON "promo_code_uses" USING btree ("dealer_company_id","created_at") WHERE "promo_code_uses"."dealer_company_id" is not null;--> statement-breakpoint
CREATE INDEX "promo_code_uses_company_idx" ON "promo_code_uses" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_codes_dealer_idx" ON "promo_codes" USING btree ("dealer_company_id","id");--> statement-breakpoint
CREATE INDEX "promo_codes_status_idx" ON "promo_codes" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('top_up', 'purchase', 'refund', 'correction', 'invoice_payment', 'dealer_reward'));