CREATE TABLE "import_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"index" integer NOT NULL,
	"file_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cells" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"api_import_id" text,
	"request_id" text,
	"registered" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"waiting_reason" text,
	"results" jsonb,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"user_email" text NOT NULL,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"delimiter" text DEFAULT ',' NOT NULL,
	"mapping" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"cancel_requested_at" timestamp with time zone,
	"cancelled_by" text,
	"error" text,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_chunks" ADD CONSTRAINT "import_chunks_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_chunks_job_index_idx" ON "import_chunks" USING btree ("job_id","index");--> statement-breakpoint
CREATE INDEX "import_jobs_status_idx" ON "import_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");