CREATE TABLE "api_lifecycle" (
	"operation" text PRIMARY KEY NOT NULL,
	"deprecation" text,
	"sunset" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_log" ADD COLUMN "student_id" text;--> statement-breakpoint
CREATE INDEX "request_log_request_id_lower_idx" ON "request_log" USING btree (lower("request_id"));--> statement-breakpoint
CREATE INDEX "request_log_student_idx" ON "request_log" USING btree ("student_id","at");