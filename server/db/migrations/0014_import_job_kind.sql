ALTER TABLE "import_jobs" ADD COLUMN "kind" text DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "organization" text;