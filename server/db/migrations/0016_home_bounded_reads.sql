-- Written by hand (drizzle-kit writes no functions): what a read card holds awaiting payment, for the generated columns below.
CREATE OR REPLACE FUNCTION card_awaiting_payments(data jsonb) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT count(*)::int FROM jsonb_array_elements(CASE WHEN jsonb_typeof(data->'applications'->'data'->'items') = 'array' THEN data->'applications'->'data'->'items' ELSE '[]'::jsonb END) AS app
  WHERE app->'payment'->>'status' = 'pending' AND (CASE WHEN jsonb_typeof(app->'payment'->'amount') = 'number' THEN (app->'payment'->>'amount')::float8 ELSE 0 END) > 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION card_newest_awaiting_payment(data jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT max(app->>'createdAt') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(data->'applications'->'data'->'items') = 'array' THEN data->'applications'->'data'->'items' ELSE '[]'::jsonb END) AS app
  WHERE app->'payment'->>'status' = 'pending' AND (CASE WHEN jsonb_typeof(app->'payment'->'amount') = 'number' THEN (app->'payment'->>'amount')::float8 ELSE 0 END) > 0
$$;--> statement-breakpoint
ALTER TABLE "stored_copies" ADD COLUMN "awaiting_payments" integer GENERATED ALWAYS AS (case when kind = 'student-organization' and (data->'applications'->>'ok') = 'true' then card_awaiting_payments(data) end) STORED;--> statement-breakpoint
ALTER TABLE "stored_copies" ADD COLUMN "newest_awaiting_payment" text GENERATED ALWAYS AS (case when kind = 'student-organization' and (data->'applications'->>'ok') = 'true' then card_newest_awaiting_payment(data) end) STORED;--> statement-breakpoint
CREATE INDEX "directory_students_email_lower" ON "directory_students" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "stored_copies_awaiting_payments" ON "stored_copies" USING btree ("account_key","newest_awaiting_payment","awaiting_payments") WHERE newest_awaiting_payment is not null;--> statement-breakpoint
CREATE INDEX "stored_copies_card_organizations" ON "stored_copies" USING btree ("account_key",(data->'organization'->>'slug'),(data->'organization'->>'name')) WHERE kind = 'student-organization' and (data->'applications'->>'ok') = 'true' and jsonb_array_length(case when jsonb_typeof(data->'applications'->'data'->'items') = 'array' then data->'applications'->'data'->'items' else '[]'::jsonb end) > 0;--> statement-breakpoint
CREATE INDEX "stored_copies_cards_fetched" ON "stored_copies" USING btree ("account_key","fetched_at") WHERE kind = 'student-organization' and (data->'applications'->>'ok') = 'true';--> statement-breakpoint
CREATE INDEX "stored_copies_student_created" ON "stored_copies" USING btree ("account_key",((data->>'createdAt') collate "C")) WHERE kind = 'student';