CREATE TABLE "exam_names" (
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"info" jsonb NOT NULL,
	"learned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_names_organization_id_kind_id_pk" PRIMARY KEY("organization_id","kind","id")
);
