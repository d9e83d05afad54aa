-- Requests for quotation (issue 15): RFQs, items, invited partners, counter-offer rounds, quotes per
-- round and item, awards, the audit trail, per-tenant link-signing keys, counts per status, and the
-- PO -> RFQ link (one PO per awarded partner and RFQ).
CREATE TABLE "rfq_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rfq_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"by_user" uuid,
	"supplier_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_awards" (
	"rfq_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"po_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rfq_awards_rfq_id_item_id_pk" PRIMARY KEY("rfq_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_counts" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rfq_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
CREATE TABLE "rfq_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rfq_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"product" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"target_price" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "rfq_link_keys" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_partners" (
	"rfq_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "rfq_partners_rfq_id_supplier_id_pk" PRIMARY KEY("rfq_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"rfq_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"gst_percent" integer NOT NULL,
	"freight" numeric(14, 2) NOT NULL,
	"delivery_days" integer NOT NULL,
	"moq" numeric(12, 3),
	"payment_terms" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"attachment" text,
	"status" text NOT NULL,
	"entered_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rfq_quotes_rfq_id_supplier_id_round_item_id_pk" PRIMARY KEY("rfq_id","supplier_id","round","item_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_rounds" (
	"rfq_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"proposal" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rfq_rounds_rfq_id_supplier_id_round_pk" PRIMARY KEY("rfq_id","supplier_id","round")
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"required_by" date NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"delivery_address" text NOT NULL,
	"payment_terms" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"link_base" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "rfq_id" uuid;--> statement-breakpoint
ALTER TABLE "rfq_audit" ADD CONSTRAINT "rfq_audit_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_audit" ADD CONSTRAINT "rfq_audit_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_audit" ADD CONSTRAINT "rfq_audit_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_item_id_rfq_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rfq_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_counts" ADD CONSTRAINT "rfq_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_items" ADD CONSTRAINT "rfq_items_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_items" ADD CONSTRAINT "rfq_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_items" ADD CONSTRAINT "rfq_items_unit_id_units_of_measure_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measure"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_link_keys" ADD CONSTRAINT "rfq_link_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_partners" ADD CONSTRAINT "rfq_partners_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_partners" ADD CONSTRAINT "rfq_partners_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_partners" ADD CONSTRAINT "rfq_partners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_item_id_rfq_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rfq_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_rounds" ADD CONSTRAINT "rfq_rounds_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_rounds" ADD CONSTRAINT "rfq_rounds_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_rounds" ADD CONSTRAINT "rfq_rounds_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_audit_rfq_idx" ON "rfq_audit" USING btree ("rfq_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_items_rfq_position_uq" ON "rfq_items" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE INDEX "rfq_partners_tenant_supplier_idx" ON "rfq_partners" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_tenant_number_uq" ON "rfqs" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "rfqs_tenant_created_idx" ON "rfqs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rfqs_tenant_status_created_idx" ON "rfqs" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "rfqs_tenant_deadline_idx" ON "rfqs" USING btree ("tenant_id","deadline","id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_rfq_vendor_uq" ON "purchase_orders" USING btree ("rfq_id","vendor_id") WHERE "purchase_orders"."rfq_id" is not null;--> statement-breakpoint
-- Keeps rfq_counts.n equal to the number of RFQs of each tenant and stored status (as 0009 does for
-- purchase orders): statement triggers with transition tables, rows upserted in key order.
CREATE OR REPLACE FUNCTION rfq_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rfq_counts AS c (tenant_id, status, n)
  SELECT tenant_id, status, count(*) FROM new_rows GROUP BY tenant_id, status ORDER BY tenant_id, status
  ON CONFLICT (tenant_id, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rfq_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rfq_counts AS c (tenant_id, status, n)
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
CREATE OR REPLACE FUNCTION rfq_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rfq_counts AS c SET n = c.n - d.n
  FROM (SELECT tenant_id, status, count(*) AS n FROM old_rows GROUP BY tenant_id, status) d
  WHERE c.tenant_id = d.tenant_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rfq_counts_insert AFTER INSERT ON rfqs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rfq_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER rfq_counts_update AFTER UPDATE ON rfqs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rfq_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER rfq_counts_delete AFTER DELETE ON rfqs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rfq_counts_after_delete();
--> statement-breakpoint
-- The list's search (number or title ILIKE '%text%'); skipped where pg_trgm is missing (migration
-- 0002), and written straight into the index (no pending list: PGlite has no autovacuum).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS rfqs_number_trgm_idx ON rfqs USING gin (number gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS rfqs_title_trgm_idx ON rfqs USING gin (title gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END $$;
