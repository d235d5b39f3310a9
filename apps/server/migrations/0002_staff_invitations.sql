CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"email" text,
	"target_company_id" integer,
	"role_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "company_invitations" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "invitations_phone_idx" ON "company_invitations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "company_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_target_idx" ON "company_invitations" USING btree ("target_company_id");