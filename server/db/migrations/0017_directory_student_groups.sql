CREATE TABLE "directory_student_groups" (
	"school_name" text,
	"signed_in_orgs" text[],
	"platforms" text[] NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "directory_student_groups_key" UNIQUE NULLS NOT DISTINCT("school_name","signed_in_orgs","platforms")
);
--> statement-breakpoint
-- Written by hand (drizzle-kit writes no functions or triggers): each directory row counts in its group, whoever writes it.
CREATE OR REPLACE FUNCTION directory_student_groups_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  left_in_group integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE directory_student_groups SET students = students - 1
      WHERE school_name IS NOT DISTINCT FROM OLD.school_name AND signed_in_orgs IS NOT DISTINCT FROM OLD.signed_in_orgs
        AND platforms = OLD.platforms
      RETURNING students INTO left_in_group;
    IF left_in_group = 0 THEN
      DELETE FROM directory_student_groups
        WHERE school_name IS NOT DISTINCT FROM OLD.school_name AND signed_in_orgs IS NOT DISTINCT FROM OLD.signed_in_orgs
          AND platforms = OLD.platforms AND students = 0;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO directory_student_groups (school_name, signed_in_orgs, platforms, students)
      VALUES (NEW.school_name, NEW.signed_in_orgs, NEW.platforms, 1)
      ON CONFLICT (school_name, signed_in_orgs, platforms) DO UPDATE SET students = directory_student_groups.students + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_student_groups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM directory_student_groups;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER directory_student_groups_insert_delete AFTER INSERT OR DELETE ON directory_students
  FOR EACH ROW EXECUTE FUNCTION directory_student_groups_count();--> statement-breakpoint
CREATE TRIGGER directory_student_groups_update AFTER UPDATE OF school_name, signed_in_orgs, platforms ON directory_students
  FOR EACH ROW WHEN (OLD.school_name IS DISTINCT FROM NEW.school_name OR OLD.signed_in_orgs IS DISTINCT FROM NEW.signed_in_orgs
    OR OLD.platforms IS DISTINCT FROM NEW.platforms)
  EXECUTE FUNCTION directory_student_groups_count();--> statement-breakpoint
CREATE TRIGGER directory_student_groups_truncate AFTER TRUNCATE ON directory_students
  FOR EACH STATEMENT EXECUTE FUNCTION directory_student_groups_clear();--> statement-breakpoint
INSERT INTO directory_student_groups (school_name, signed_in_orgs, platforms, students)
  SELECT school_name, signed_in_orgs, platforms, count(*)::int FROM directory_students GROUP BY 1, 2, 3;
