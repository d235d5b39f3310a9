CREATE TABLE "burial_passports" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipal_company_id" integer NOT NULL,
	"number" text NOT NULL,
	"grave_id" integer NOT NULL,
	"holder_account_id" integer,
	"holder_company_id" integer,
	"holder_name" text NOT NULL,
	"holder_phone" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_passports_grave_unique" UNIQUE("grave_id"),
	CONSTRAINT "burial_passports_number_unique" UNIQUE("municipal_company_id","number")
);
--> statement-breakpoint
CREATE TABLE "passport_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author_id" integer,
	"side" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"decided_by" text,
	"municipal_company_id" integer NOT NULL,
	"applicant_account_id" integer,
	"applicant_company_id" integer,
	"created_by" integer,
	"grave_id" integer NOT NULL,
	"person_id" integer,
	"order_id" integer,
	"passport_id" integer,
	"holder_name" text NOT NULL,
	"holder_phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_requests_kind" CHECK ("passport_requests"."kind" in ('issue', 'update')),
	CONSTRAINT "passport_requests_status" CHECK ("passport_requests"."status" in ('new', 'review', 'needs_changes', 'approved', 'rejected')),
	CONSTRAINT "passport_requests_applicant" CHECK (num_nonnulls("passport_requests"."applicant_account_id", "passport_requests"."applicant_company_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "passport_series" (
	"municipal_company_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "burial_passports" ADD CONSTRAINT "burial_passports_municipal_company_id_companies_id_fk" FOREIGN KEY ("municipal_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_passports" ADD CONSTRAINT "burial_passports_grave_id_graves_id_fk" FOREIGN KEY ("grave_id") REFERENCES "public"."graves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_passports" ADD CONSTRAINT "burial_passports_holder_account_id_accounts_id_fk" FOREIGN KEY ("holder_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_passports" ADD CONSTRAINT "burial_passports_holder_company_id_companies_id_fk" FOREIGN KEY ("holder_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_comments" ADD CONSTRAINT "passport_comments_request_id_passport_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."passport_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_comments" ADD CONSTRAINT "passport_comments_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_requests" ADD CONSTRAINT "passport_requests_municipal_company_id_companies_id_fk" FOREIGN KEY ("municipal_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_requests" ADD CONSTRAINT "passport_requests_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_requests" ADD CONSTRAINT "passport_requests_applicant_company_id_companies_id_fk" FOREIGN KEY ("applicant_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_requests" ADD CONSTRAINT "passport_requests_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_requests" ADD CONSTRAINT "passport_requests_grave_id_graves_id_fk" FOREIGN KEY ("grave_id") REFERENCES "public"."graves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_requests" ADD CONSTRAINT "passport_requests_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_requests" ADD CONSTRAINT "passport_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_requests" ADD CONSTRAINT "passport_requests_passport_id_burial_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."burial_passports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_series" ADD CONSTRAINT "passport_series_municipal_company_id_companies_id_fk" FOREIGN KEY ("municipal_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burial_passports_holder_account_idx" ON "burial_passports" USING btree ("holder_account_id");--> statement-breakpoint
CREATE INDEX "burial_passports_holder_company_idx" ON "burial_passports" USING btree ("holder_company_id");--> statement-breakpoint
CREATE INDEX "passport_comments_request_idx" ON "passport_comments" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "passport_requests_municipal_idx" ON "passport_requests" USING btree ("municipal_company_id","status","id");--> statement-breakpoint
CREATE INDEX "passport_requests_account_idx" ON "passport_requests" USING btree ("applicant_account_id","id");--> statement-breakpoint
CREATE INDEX "passport_requests_company_idx" ON "passport_requests" USING btree ("applicant_company_id","id");