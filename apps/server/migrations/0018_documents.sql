CREATE TABLE "company_requisites" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"kpp" text DEFAULT '' NOT NULL,
	"ogrn" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bik" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"corr_account" text DEFAULT '' NOT NULL,
	"director_position" text DEFAULT '' NOT NULL,
	"director_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"template_id" integer,
	"builtin_key" text,
	"name" text NOT NULL,
	"format" text DEFAULT 'docx' NOT NULL,
	"docx_key" text NOT NULL,
	"docx_size" integer NOT NULL,
	"pdf_key" text,
	"pdf_size" integer,
	"preview_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_documents_format" CHECK ("custom_documents"."format" in ('docx','pdf'))
);
--> statement-breakpoint
CREATE TABLE "document_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"model" text NOT NULL,
	"document_id" integer,
	"template_ref" text,
	"order_id" integer,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"inline" boolean DEFAULT false NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_downloads_model" CHECK ("document_downloads"."model" in ('CustomDocument','DocumentTemplate'))
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"size" integer NOT NULL,
	"placeholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_requisites" ADD CONSTRAINT "company_requisites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_documents" ADD CONSTRAINT "custom_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_documents" ADD CONSTRAINT "custom_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_documents" ADD CONSTRAINT "custom_documents_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_documents" ADD CONSTRAINT "custom_documents_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_document_id_custom_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."custom_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_documents_order_idx" ON "custom_documents" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_documents_company_idx" ON "custom_documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_documents_template_idx" ON "custom_documents" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "document_downloads_company_idx" ON "document_downloads" USING btree ("company_id","model","created_at");--> statement-breakpoint
CREATE INDEX "document_downloads_document_idx" ON "document_downloads" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_downloads_order_idx" ON "document_downloads" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "document_templates_company_idx" ON "document_templates" USING btree ("company_id","name");