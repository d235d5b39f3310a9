ALTER TABLE "cemeteries" ADD COLUMN "graves_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- a cemetery's graves counted as they come and go (statement-level: one update per cemetery per statement)
CREATE FUNCTION cemeteries_count_graves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE cemeteries c SET graves_count = c.graves_count - gone.n
    FROM (SELECT cemetery_id, count(*)::int AS n FROM old_rows GROUP BY cemetery_id) gone
    WHERE c.id = gone.cemetery_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE cemeteries c SET graves_count = c.graves_count + came.n
    FROM (SELECT cemetery_id, count(*)::int AS n FROM new_rows GROUP BY cemetery_id) came
    WHERE c.id = came.cemetery_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER graves_counted_insert AFTER INSERT ON graves REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cemeteries_count_graves();--> statement-breakpoint
CREATE TRIGGER graves_counted_delete AFTER DELETE ON graves REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cemeteries_count_graves();--> statement-breakpoint
CREATE TRIGGER graves_counted_update AFTER UPDATE ON graves REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cemeteries_count_graves();--> statement-breakpoint
UPDATE cemeteries c SET graves_count = (SELECT count(*)::int FROM graves g WHERE g.cemetery_id = c.id);
