CREATE TABLE "order_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_deceased" (
	"order_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_deceased_order_id_person_id_pk" PRIMARY KEY("order_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"composition_id" integer,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"discount_kind" text DEFAULT 'amount' NOT NULL,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_kind" CHECK ("order_items"."kind" in ('product','service','composition')),
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price" CHECK ("order_items"."price" >= 0),
	CONSTRAINT "order_items_discount" CHECK ("order_items"."discount_value" >= 0 and ("order_items"."discount_kind" = 'amount' or ("order_items"."discount_kind" = 'percent' and "order_items"."discount_value" <= 100)))
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text DEFAULT 'cash' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount" CHECK ("order_payments"."amount" > 0),
	CONSTRAINT "order_payments_method" CHECK ("order_payments"."method" in ('cash','card','transfer','other'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"type_order" smallint NOT NULL,
	"category_order" smallint NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"shopper_id" integer,
	"funeral_at" timestamp with time zone,
	"cremation_at" timestamp with time zone,
	"burial_place" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"discount_kind" text DEFAULT 'amount' NOT NULL,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"site_request_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_type" CHECK ("orders"."type_order" in (1, 2)),
	CONSTRAINT "orders_category" CHECK ("orders"."category_order" in (1, 2, 3, 4) and ("orders"."type_order" = 1 or "orders"."category_order" = 4)),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('new','in_progress','awaiting_payment','paid','completed','cancelled')),
	CONSTRAINT "orders_discount" CHECK ("orders"."discount_value" >= 0 and ("orders"."discount_kind" = 'amount' or ("orders"."discount_kind" = 'percent' and "orders"."discount_value" <= 100))),
	CONSTRAINT "orders_total" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shoppers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type_shopper" smallint NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"last_name" text,
	"first_name" text,
	"patronymic" text,
	"birth_date" date,
	"doc_series" text,
	"doc_number" text,
	"doc_issued_by" text,
	"doc_issued_date" date,
	"doc_division_code" text,
	"legal_name" text,
	"inn" text,
	"kpp" text,
	"ogrn" text,
	"representative" text,
	"bank_account" text,
	"bik" text,
	"bank_name" text,
	"corr_account" text,
	"note" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"is_notify_phone" boolean DEFAULT false NOT NULL,
	"is_notify_email" boolean DEFAULT false NOT NULL,
	"account_id" integer,
	"created_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(patronymic, '') || ' ' || coalesce(legal_name, '') || ' ' || coalesce(inn, '') || ' ' || phone || ' ' || email)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoppers_one_block" CHECK (("shoppers"."type_shopper" = 1 and "shoppers"."first_name" is not null and "shoppers"."legal_name" is null
        and "shoppers"."inn" is null and "shoppers"."kpp" is null and "shoppers"."ogrn" is null and "shoppers"."representative" is null
        and "shoppers"."bank_account" is null and "shoppers"."bik" is null and "shoppers"."bank_name" is null and "shoppers"."corr_account" is null)
      or ("shoppers"."type_shopper" = 2 and "shoppers"."legal_name" is not null and "shoppers"."last_name" is null
        and "shoppers"."first_name" is null and "shoppers"."patronymic" is null and "shoppers"."birth_date" is null
        and "shoppers"."doc_series" is null and "shoppers"."doc_number" is null and "shoppers"."doc_issued_by" is null
        and "shoppers"."doc_issued_date" is null and "shoppers"."doc_division_code" is null)),
	CONSTRAINT "shoppers_confirmed_by" CHECK (("shoppers"."confirmed_at" is null and "shoppers"."confirmed_by" is null) or "shoppers"."confirmed_by" in ('phone','email'))
);
--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deceased" ADD CONSTRAINT "order_deceased_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deceased" ADD CONSTRAINT "order_deceased_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_composition_id_compositions_id_fk" FOREIGN KEY ("composition_id") REFERENCES "public"."compositions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_request_id_site_requests_id_fk" FOREIGN KEY ("site_request_id") REFERENCES "public"."site_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_deceased_person_idx" ON "order_deceased" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_item_idx" ON "order_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_items_composition_idx" ON "order_items" USING btree ("composition_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_number_idx" ON "orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_site_request_idx" ON "orders" USING btree ("site_request_id");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_shopper_idx" ON "orders" USING btree ("shopper_id");--> statement-breakpoint
CREATE INDEX "shoppers_company_idx" ON "shoppers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "shoppers_account_idx" ON "shoppers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "shoppers_search_trgm_idx" ON "shoppers" USING gin ("search_text" gin_trgm_ops);