-- Keeps product_search equal to the live products' search text: key = lower(name) || E'\x01' || lower(sku).
-- ILIKE is lower(text) LIKE lower(pattern), so key LIKE lower(pattern) matches exactly the products whose
-- name or SKU ILIKE the pattern, as long as the pattern has no \x01 (the list then searches products).
-- Statement triggers with transition tables (no foreign keys: see server/db/schema/catalogue.ts).
CREATE OR REPLACE FUNCTION product_search_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, tenant_id, name, key)
  SELECT id, tenant_id, name, lower(name) || E'\x01' || lower(sku) FROM new_rows WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose name, SKU, tenant or liveness changed are written: stock and price updates
-- (checkout, edits, imports) leave the search table alone.
CREATE OR REPLACE FUNCTION product_search_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING new_rows n
  WHERE s.product_id = n.id AND n.deleted_at IS NOT NULL;
  INSERT INTO product_search AS s (product_id, tenant_id, name, key)
  SELECT n.id, n.tenant_id, n.name, lower(n.name) || E'\x01' || lower(n.sku)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.deleted_at IS NULL
    AND (o.deleted_at IS NOT NULL OR (n.tenant_id, n.name, n.sku) IS DISTINCT FROM (o.tenant_id, o.name, o.sku))
  ON CONFLICT (product_id) DO UPDATE SET tenant_id = excluded.tenant_id, name = excluded.name, key = excluded.key;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Products are soft-deleted; a hard delete happens when their tenant is deleted (by cascade).
CREATE OR REPLACE FUNCTION product_search_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o WHERE s.product_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_after_insert();
--> statement-breakpoint
CREATE TRIGGER product_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_after_update();
--> statement-breakpoint
CREATE TRIGGER product_search_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_after_delete();
--> statement-breakpoint
INSERT INTO product_search (product_id, tenant_id, name, key)
SELECT id, tenant_id, name, lower(name) || E'\x01' || lower(sku) FROM products WHERE deleted_at IS NULL
ON CONFLICT (product_id) DO NOTHING;
--> statement-breakpoint
-- Where pg_trgm is missing (migration 0002) search still works, with scans. No pending list:
-- PGlite has no autovacuum to merge it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS product_search_key_trgm_idx ON product_search USING gin (key gin_trgm_ops)
      WITH (fastupdate = off);
  END IF;
END $$;
--> statement-breakpoint
-- Every product search now goes through product_search (server/modules/products/list.ts), so the
-- name and SKU trigram indexes of migration 0002 would only cost writes.
DROP INDEX IF EXISTS products_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS products_sku_trgm_idx;
