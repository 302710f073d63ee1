CREATE TABLE "request_log_counts" (
	"starts_at" timestamp with time zone NOT NULL,
	"operation" text NOT NULL,
	"requests" integer NOT NULL,
	"errors" integer NOT NULL,
	"too_many" integer NOT NULL,
	CONSTRAINT "request_log_counts_pkey" PRIMARY KEY("starts_at","operation")
);
--> statement-breakpoint
-- Written by hand (drizzle-kit writes no functions or triggers): each statement that adds or removes request log
-- rows adds or subtracts them in their 5 minutes, whoever writes it (one upsert per statement, not per row).
CREATE OR REPLACE FUNCTION request_log_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_log_counts AS c (starts_at, operation, requests, errors, too_many)
    SELECT date_bin('5 minutes', at, timestamptz '2000-01-01 00:00:00+00'), operation, count(*)::int,
      (count(*) FILTER (WHERE status = 0 OR status >= 500))::int, (count(*) FILTER (WHERE status = 429))::int
    FROM added GROUP BY 1, 2
    -- In one order, so that two instances' batches lock the same rows one after the other and never deadlock.
    ORDER BY 1, 2
    ON CONFLICT (starts_at, operation) DO UPDATE SET requests = c.requests + excluded.requests,
      errors = c.errors + excluded.errors, too_many = c.too_many + excluded.too_many;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_log_counts_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE request_log_counts AS c SET requests = c.requests - r.requests, errors = c.errors - r.errors,
      too_many = c.too_many - r.too_many
    FROM (SELECT date_bin('5 minutes', at, timestamptz '2000-01-01 00:00:00+00') AS starts_at, operation,
        count(*)::int AS requests, (count(*) FILTER (WHERE status = 0 OR status >= 500))::int AS errors,
        (count(*) FILTER (WHERE status = 429))::int AS too_many
      FROM removed GROUP BY 1, 2) r
    WHERE c.starts_at = r.starts_at AND c.operation = r.operation;
  DELETE FROM request_log_counts
    WHERE requests <= 0
      AND (starts_at, operation) IN (SELECT date_bin('5 minutes', at, timestamptz '2000-01-01 00:00:00+00'), operation FROM removed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_log_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM request_log_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER request_log_counts_insert AFTER INSERT ON request_log
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION request_log_counts_add();--> statement-breakpoint
CREATE TRIGGER request_log_counts_delete AFTER DELETE ON request_log
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION request_log_counts_subtract();--> statement-breakpoint
CREATE TRIGGER request_log_counts_truncate AFTER TRUNCATE ON request_log
  FOR EACH STATEMENT EXECUTE FUNCTION request_log_counts_clear();--> statement-breakpoint
INSERT INTO request_log_counts (starts_at, operation, requests, errors, too_many)
  SELECT date_bin('5 minutes', at, timestamptz '2000-01-01 00:00:00+00'), operation, count(*)::int,
    (count(*) FILTER (WHERE status = 0 OR status >= 500))::int, (count(*) FILTER (WHERE status = 429))::int
  FROM request_log GROUP BY 1, 2;
