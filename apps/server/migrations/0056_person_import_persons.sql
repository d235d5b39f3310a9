CREATE TABLE "person_import_persons" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_import_persons" ADD CONSTRAINT "person_import_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_import_persons" ADD CONSTRAINT "person_import_persons_import_id_person_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."person_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_import_persons_import_idx" ON "person_import_persons" USING btree ("import_id");