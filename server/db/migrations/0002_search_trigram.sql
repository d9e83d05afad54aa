-- Trigram indexes make ILIKE '%text%' search fast at scale. pg_trgm ships with PostgreSQL's
-- contrib and with PGlite (loaded by server/db/client.ts); where it is missing, search still
-- works, with sequential scans.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: search will not use trigram indexes';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (name gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS products_sku_trgm_idx ON products USING gin (sku gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX IF NOT EXISTS categories_name_trgm_idx ON categories USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS categories_code_trgm_idx ON categories USING gin (code gin_trgm_ops);
  END IF;
END $$;
