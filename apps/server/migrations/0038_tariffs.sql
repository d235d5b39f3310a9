CREATE TABLE "additional_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"period_months" smallint NOT NULL,
	"is_archive" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grants" jsonb NOT NULL,
	CONSTRAINT "additional_packages_audience" CHECK ("additional_packages"."audience" in (1, 2)),
	CONSTRAINT "additional_packages_price" CHECK ("additional_packages"."price" > 0),
	CONSTRAINT "additional_packages_period" CHECK ("additional_packages"."period_months" between 1 and 36)
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"period_months" smallint NOT NULL,
	"is_archive" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"limits" jsonb NOT NULL,
	CONSTRAINT "tariffs_audience" CHECK ("tariffs"."audience" in (1, 2)),
	CONSTRAINT "tariffs_price" CHECK ("tariffs"."price" >= 0 and ("tariffs"."price" = 0) = "tariffs"."is_free"),
	CONSTRAINT "tariffs_period" CHECK ("tariffs"."period_months" between 1 and 36)
);
--> statement-breakpoint
CREATE INDEX "additional_packages_audience_idx" ON "additional_packages" USING btree ("audience","is_archive","position");--> statement-breakpoint
CREATE INDEX "tariffs_audience_idx" ON "tariffs" USING btree ("audience","is_archive","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_one_free_idx" ON "tariffs" USING btree ("audience") WHERE "tariffs"."is_free" and not "tariffs"."is_archive";--> statement-breakpoint
-- Issue 14 §2: the free tariff of each side, which everyone without a paid one holds (docs/decisions.md «Money»)
INSERT INTO tariffs (audience, name, description, price, period_months, is_free, limits, position) VALUES
  (1, 'Бесплатный', 'Чтобы сохранить память о близких: несколько страниц памяти, фотографии и семейное древо.', 0, 12, true,
   '{"memory_pages": 3, "storage_mb": 500, "tree_persons": 300}', 0),
  (2, 'Старт', 'Чтобы начать работу небольшой компании: владелец и два сотрудника, один филиал.', 0, 12, true,
   '{"employees": 3, "branches": 1, "documents_per_month": 30, "messages_per_month": 100}', 0);
