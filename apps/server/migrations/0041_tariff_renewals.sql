ALTER TABLE "purchases" ADD COLUMN "renewed_from_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "renewal_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_renewed_from_id_purchases_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_renewal_idx" ON "purchases" USING btree ("ends_at") WHERE "purchases"."auto_renew" and "purchases"."tariff_id" is not null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_renewed_from_unique" UNIQUE("renewed_from_id");--> statement-breakpoint
-- «Сотрудники» counts the people besides the owner (modules/tariffs/usage.ts): the free tariff's text says so
UPDATE "tariffs" SET "description" = 'Чтобы начать работу небольшой компании: владелец и три сотрудника, один филиал.' WHERE "is_free" AND "audience" = 2 AND "description" = 'Чтобы начать работу небольшой компании: владелец и два сотрудника, один филиал.';
