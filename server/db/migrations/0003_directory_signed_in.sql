CREATE TABLE "directory_signed_in" (
	"run_id" text NOT NULL,
	"student_id" text NOT NULL,
	"org" text NOT NULL,
	CONSTRAINT "directory_signed_in_run_id_student_id_org_pk" PRIMARY KEY("run_id","student_id","org")
);
--> statement-breakpoint
ALTER TABLE "directory_sync" ADD COLUMN "phase" text DEFAULT 'students' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_sync" ADD COLUMN "signed_in_pass" jsonb;--> statement-breakpoint
CREATE INDEX "directory_students_school_desc" ON "directory_students" USING btree ("school_name" DESC NULLS LAST,"sort_name","id");--> statement-breakpoint
CREATE INDEX "directory_students_grade_desc" ON "directory_students" USING btree ("grade_order" DESC NULLS LAST,"sort_name","id");