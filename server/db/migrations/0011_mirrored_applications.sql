CREATE TABLE "mirrored_applications" (
	"org_id" text NOT NULL,
	"run_id" text NOT NULL,
	"position" integer NOT NULL,
	"application_id" text NOT NULL,
	"student_id" text NOT NULL,
	"exam_id" text,
	"data" jsonb NOT NULL,
	CONSTRAINT "mirrored_applications_org_id_application_id_pk" PRIMARY KEY("org_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "directory_applications" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mirrored_applications_order" ON "mirrored_applications" USING btree ("org_id","run_id","position");--> statement-breakpoint
CREATE INDEX "mirrored_applications_student" ON "mirrored_applications" USING btree ("org_id","student_id","position");--> statement-breakpoint
CREATE INDEX "mirrored_applications_exam" ON "mirrored_applications" USING btree ("org_id","exam_id","position");