CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "directory_students" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_name" text NOT NULL,
	"first_fold" text NOT NULL,
	"search_text" text NOT NULL,
	"username" text NOT NULL,
	"username_fold" text NOT NULL,
	"email" text NOT NULL,
	"email_confirmed" boolean NOT NULL,
	"country_id" text,
	"country_name" text,
	"city_id" text,
	"city_name" text,
	"school_id" text,
	"school_name" text,
	"grade_id" text,
	"grade_name" text,
	"grade_order" integer,
	"platforms" text[] NOT NULL,
	"signed_in_orgs" text[],
	"updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"seen_run" text
);
--> statement-breakpoint
CREATE TABLE "directory_sync" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text,
	"run_started_at" timestamp with time zone,
	"next_page" integer DEFAULT 1 NOT NULL,
	"total_pages" integer,
	"total" integer,
	"first_total" integer,
	"seen" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone,
	"last_completed_count" integer,
	"last_removed" integer,
	"last_error" text,
	"last_error_request_id" text,
	"last_error_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_students_search_trgm" ON "directory_students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "directory_students_sort_name" ON "directory_students" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "directory_students_sort_prefix" ON "directory_students" USING btree ("sort_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "directory_students_first_prefix" ON "directory_students" USING btree ("first_fold" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "directory_students_username_prefix" ON "directory_students" USING btree ("username_fold" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "directory_students_school" ON "directory_students" USING btree ("school_name","sort_name","id");--> statement-breakpoint
CREATE INDEX "directory_students_city" ON "directory_students" USING btree ("city_name","sort_name","id");--> statement-breakpoint
CREATE INDEX "directory_students_grade" ON "directory_students" USING btree ("grade_order","sort_name","id");--> statement-breakpoint
CREATE INDEX "directory_students_updated" ON "directory_students" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "directory_students_platforms" ON "directory_students" USING gin ("platforms");--> statement-breakpoint
CREATE INDEX "directory_students_orgs" ON "directory_students" USING gin ("signed_in_orgs");--> statement-breakpoint
CREATE INDEX "directory_students_seen_run" ON "directory_students" USING btree ("seen_run");