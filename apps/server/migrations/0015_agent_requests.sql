CREATE TABLE "agent_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"agent_name" text NOT NULL,
	"agent_phone" text NOT NULL,
	"agent_organization" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"deceased_last_name" text DEFAULT '' NOT NULL,
	"deceased_first_name" text DEFAULT '' NOT NULL,
	"deceased_patronymic" text DEFAULT '' NOT NULL,
	"death_date" date,
	"place" text DEFAULT '' NOT NULL,
	"category_order" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"order_id" integer,
	"created_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(agent_name || ' ' || agent_organization || ' ' || agent_phone || ' ' || contact_name || ' ' || contact_phone || ' ' || contact_email || ' ' || deceased_last_name || ' ' || deceased_first_name || ' ' || deceased_patronymic)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_requests_category" CHECK ("agent_requests"."category_order" in (1, 2, 3, 4)),
	CONSTRAINT "agent_requests_fee" CHECK ("agent_requests"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_requests" ADD CONSTRAINT "agent_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_requests" ADD CONSTRAINT "agent_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_requests" ADD CONSTRAINT "agent_requests_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_requests_company_idx" ON "agent_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_requests_new_idx" ON "agent_requests" USING btree ("company_id","is_new");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_requests_order_idx" ON "agent_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "agent_requests_search_trgm_idx" ON "agent_requests" USING gin ("search_text" gin_trgm_ops);