CREATE TABLE "stored_copies" (
	"account_key" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"subject" text,
	"data" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"invalidated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stored_copies_account_key_kind_key_pk" PRIMARY KEY("account_key","kind","key")
);
--> statement-breakpoint
CREATE INDEX "stored_copies_subject" ON "stored_copies" USING btree ("account_key","subject");