-- Keeps product_counts.live equal to the number of live (not deleted) products of each tenant.
-- Statement triggers with transition tables: a bulk insert or import costs one update per tenant.
CREATE OR REPLACE FUNCTION product_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (tenant_id, live)
  SELECT tenant_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET live = c.live + excluded.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (tenant_id, live)
  SELECT tenant_id, sum(delta) FROM (
    SELECT tenant_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT tenant_id, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
  ) changes
  GROUP BY tenant_id
  HAVING sum(delta) <> 0
  ON CONFLICT (tenant_id) DO UPDATE SET live = c.live + excluded.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only an update: when a tenant is deleted, its counter row may already be gone.
CREATE OR REPLACE FUNCTION product_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts AS c SET live = c.live - d.n
  FROM (SELECT tenant_id, count(*) AS n FROM old_rows WHERE deleted_at IS NULL GROUP BY tenant_id) d
  WHERE c.tenant_id = d.tenant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER product_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER product_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_delete();
--> statement-breakpoint
INSERT INTO product_counts (tenant_id, live)
SELECT tenant_id, count(*) FROM products WHERE deleted_at IS NULL GROUP BY tenant_id
ON CONFLICT (tenant_id) DO UPDATE SET live = excluded.live;
--> statement-breakpoint
-- PGlite has no autovacuum to merge a GIN index's pending list, and search over a long pending
-- list falls back to slow scans; entries go straight into the trigram indexes instead.
ALTER INDEX IF EXISTS products_name_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX IF EXISTS products_sku_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX IF EXISTS categories_name_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX IF EXISTS categories_code_trgm_idx SET (fastupdate = off);
