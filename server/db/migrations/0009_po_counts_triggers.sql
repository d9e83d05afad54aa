-- Keeps purchase_order_counts.n equal to the number of purchase orders of each tenant and status.
-- Statement triggers with transition tables: a bulk insert costs one upsert per tenant and status.
-- Rows are upserted in (tenant_id, status) order, so concurrent writers lock them in one order.
CREATE OR REPLACE FUNCTION purchase_order_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_order_counts AS c (tenant_id, status, n)
  SELECT tenant_id, status, count(*) FROM new_rows GROUP BY tenant_id, status ORDER BY tenant_id, status
  ON CONFLICT (tenant_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates (edits, deliveries that keep the status) change no count and write nothing.
CREATE OR REPLACE FUNCTION purchase_order_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_order_counts AS c (tenant_id, status, n)
  SELECT tenant_id, status, sum(delta) FROM (
    SELECT tenant_id, status, 1 AS delta FROM new_rows
    UNION ALL
    SELECT tenant_id, status, -1 AS delta FROM old_rows
  ) changes
  GROUP BY tenant_id, status
  HAVING sum(delta) <> 0
  ORDER BY tenant_id, status
  ON CONFLICT (tenant_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only an update: when a tenant is deleted, its counter rows may already be gone.
CREATE OR REPLACE FUNCTION purchase_order_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchase_order_counts AS c SET n = c.n - d.n
  FROM (SELECT tenant_id, status, count(*) AS n FROM old_rows GROUP BY tenant_id, status) d
  WHERE c.tenant_id = d.tenant_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_insert AFTER INSERT ON purchase_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER purchase_order_counts_delete AFTER DELETE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_after_delete();
--> statement-breakpoint
INSERT INTO purchase_order_counts (tenant_id, status, n)
SELECT tenant_id, status, count(*) FROM purchase_orders GROUP BY tenant_id, status
ON CONFLICT (tenant_id, status) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
-- The PO number filter's option search (ILIKE '%text%'); skipped where pg_trgm is missing
-- (migration 0002), and written straight into the index (no pending list: PGlite has no autovacuum).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS purchase_orders_number_trgm_idx ON purchase_orders USING gin (number gin_trgm_ops)
      WITH (fastupdate = off);
  END IF;
END $$;
