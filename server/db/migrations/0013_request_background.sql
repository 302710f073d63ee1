ALTER TABLE "request_log" ADD COLUMN "background" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Rows written before this column: a GET nobody was signed in for was background work.
UPDATE "request_log" SET "background" = true WHERE "user_id" IS NULL AND "method" = 'GET';
