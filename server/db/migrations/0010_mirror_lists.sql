CREATE TABLE "directory_applications" (
	"run_id" text NOT NULL,
	"org" text NOT NULL,
	"application_id" text NOT NULL,
	"student_id" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "directory_applications_run_id_org_application_id_pk" PRIMARY KEY("run_id","org","application_id")
);
--> statement-breakpoint
ALTER TABLE "directory_signed_in" ADD COLUMN "signed_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_signed_in" ADD COLUMN "supervisor" jsonb;--> statement-breakpoint
CREATE INDEX "directory_applications_student" ON "directory_applications" USING btree ("run_id","org","student_id");