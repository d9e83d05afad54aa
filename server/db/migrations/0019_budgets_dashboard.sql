CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_departments" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"department_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"period" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "departments_tenant_name_uq" ON "departments" USING btree ("tenant_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "user_departments_department_idx" ON "user_departments" USING btree ("department_id","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_department_period_uq" ON "budgets" USING btree ("department_id","period","starts_on");
--> statement-breakpoint
CREATE INDEX "budgets_tenant_starts_idx" ON "budgets" USING btree ("tenant_id","starts_on");
--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("tenant_id") WHERE "products"."deleted_at" is null and "products"."status" = 'Active' and "products"."stock" <= "products"."reorder_level";
--> statement-breakpoint
CREATE INDEX "products_without_images_idx" ON "products" USING btree ("tenant_id") WHERE "products"."deleted_at" is null and "products"."images" = '[]'::jsonb;
--> statement-breakpoint
-- The dashboard's and the budgets' sums of PO totals by status and PO date (spend by month and by
-- vendor, open value by status, a department's committed and spent) read this index alone
-- (index-only scans). drizzle's index builder has no INCLUDE, so it lives here only.
CREATE INDEX IF NOT EXISTS purchase_orders_spend_idx ON purchase_orders (tenant_id, status, po_date)
  INCLUDE (total, vendor_id, created_by);
--> statement-breakpoint
-- Search finds POs by vendor name too (ILIKE '%text%'); skipped where pg_trgm is missing
-- (migration 0002), and written straight into the index (no pending list: PGlite has no autovacuum).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS purchase_orders_vendor_name_trgm_idx ON purchase_orders USING gin (vendor_name gin_trgm_ops)
      WITH (fastupdate = off);
  END IF;
END $$;
