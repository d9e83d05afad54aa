CREATE TABLE "purchase_order_spend_months" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_name" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_order_spend_months_tenant_id_month_vendor_id_vendor_name_pk" PRIMARY KEY("tenant_id","month","vendor_id","vendor_name")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_counts" ADD COLUMN "total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_spend_months" ADD CONSTRAINT "purchase_order_spend_months_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The admin dashboard's bottlenecks: a tenant's waiting requests, longest waiting first (a LIMIT 5 reads 5 entries).
CREATE INDEX "approval_requests_pending_requested_idx" ON "approval_requests" USING btree ("tenant_id","requested_at","id") WHERE "approval_requests"."status" = 'Pending';--> statement-breakpoint
-- The admin dashboard's shop spend by month and by category find the year's approved and fulfilled
-- orders in this index and can read them from it alone. drizzle's index builder has no INCLUDE, so it lives here only.
CREATE INDEX IF NOT EXISTS orders_spend_idx ON orders (tenant_id, status, created_at) INCLUDE (total, id);--> statement-breakpoint
-- purchase_order_counts keeps the sum of the totals beside the count (the admin dashboard's open PO
-- value by status). Same statement triggers as migration 0009, which these replace; an edit that
-- changes a total now writes its status row too.
CREATE OR REPLACE FUNCTION purchase_order_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_order_counts AS c (tenant_id, status, n, total)
  SELECT tenant_id, status, count(*), sum(total) FROM new_rows GROUP BY tenant_id, status ORDER BY tenant_id, status
  ON CONFLICT (tenant_id, status) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchase_order_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_order_counts AS c (tenant_id, status, n, total)
  SELECT tenant_id, status, sum(delta), sum(amount) FROM (
    SELECT tenant_id, status, 1 AS delta, total AS amount FROM new_rows
    UNION ALL
    SELECT tenant_id, status, -1 AS delta, -total AS amount FROM old_rows
  ) changes
  GROUP BY tenant_id, status
  HAVING sum(delta) <> 0 OR sum(amount) <> 0
  ORDER BY tenant_id, status
  ON CONFLICT (tenant_id, status) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only an update: when a tenant is deleted, its counter rows may already be gone.
CREATE OR REPLACE FUNCTION purchase_order_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchase_order_counts AS c SET n = c.n - d.n, total = c.total - d.total
  FROM (SELECT tenant_id, status, count(*) AS n, sum(total) AS total FROM old_rows GROUP BY tenant_id, status) d
  WHERE c.tenant_id = d.tenant_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO purchase_order_counts (tenant_id, status, n, total)
SELECT tenant_id, status, count(*), sum(total) FROM purchase_orders GROUP BY tenant_id, status
ON CONFLICT (tenant_id, status) DO UPDATE SET n = excluded.n, total = excluded.total;
--> statement-breakpoint
-- Keeps purchase_order_spend_months equal to the spend POs (the statuses of SPEND_PO_STATUSES in
-- server/modules/dashboard/admin.ts) per tenant, PO month, vendor id and vendor name: a status move
-- into or out of spend, a new total, PO date, vendor or tenant moves the PO's count and total from
-- its old row to its new one. Statement triggers with transition tables as in 0009; rows are upserted
-- in key order, so concurrent writers lock them in one order. Rows are never deleted (the dashboard
-- reads n > 0), so a concurrent upsert never races a delete.
CREATE OR REPLACE FUNCTION purchase_order_spend_months_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_order_spend_months AS s (tenant_id, month, vendor_id, vendor_name, n, total)
  SELECT tenant_id, date_trunc('month', po_date::timestamp)::date, vendor_id, vendor_name, count(*), sum(total)
  FROM new_rows
  WHERE status IN ('Approved', 'Issued', 'Partially Delivered', 'Fully Delivered', 'Closed')
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, month, vendor_id, vendor_name) DO UPDATE SET n = s.n + excluded.n, total = s.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates (edits of drafts, status moves within spend, deliveries) change no row and write nothing.
CREATE OR REPLACE FUNCTION purchase_order_spend_months_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_order_spend_months AS s (tenant_id, month, vendor_id, vendor_name, n, total)
  SELECT tenant_id, month, vendor_id, vendor_name, sum(delta), sum(amount) FROM (
    SELECT tenant_id, date_trunc('month', po_date::timestamp)::date AS month, vendor_id, vendor_name, 1 AS delta, total AS amount
    FROM new_rows WHERE status IN ('Approved', 'Issued', 'Partially Delivered', 'Fully Delivered', 'Closed')
    UNION ALL
    SELECT tenant_id, date_trunc('month', po_date::timestamp)::date, vendor_id, vendor_name, -1, -total
    FROM old_rows WHERE status IN ('Approved', 'Issued', 'Partially Delivered', 'Fully Delivered', 'Closed')
  ) changes
  GROUP BY 1, 2, 3, 4
  HAVING sum(delta) <> 0 OR sum(amount) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, month, vendor_id, vendor_name) DO UPDATE SET n = s.n + excluded.n, total = s.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only an update: when a tenant is deleted, its rows may already be gone.
CREATE OR REPLACE FUNCTION purchase_order_spend_months_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchase_order_spend_months AS s SET n = s.n - d.n, total = s.total - d.total
  FROM (
    SELECT tenant_id, date_trunc('month', po_date::timestamp)::date AS month, vendor_id, vendor_name, count(*) AS n, sum(total) AS total
    FROM old_rows WHERE status IN ('Approved', 'Issued', 'Partially Delivered', 'Fully Delivered', 'Closed')
    GROUP BY 1, 2, 3, 4
  ) d
  WHERE s.tenant_id = d.tenant_id AND s.month = d.month AND s.vendor_id = d.vendor_id AND s.vendor_name = d.vendor_name;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_order_spend_months_insert AFTER INSERT ON purchase_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_spend_months_after_insert();
--> statement-breakpoint
CREATE TRIGGER purchase_order_spend_months_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_spend_months_after_update();
--> statement-breakpoint
CREATE TRIGGER purchase_order_spend_months_delete AFTER DELETE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_spend_months_after_delete();
--> statement-breakpoint
INSERT INTO purchase_order_spend_months (tenant_id, month, vendor_id, vendor_name, n, total)
SELECT tenant_id, date_trunc('month', po_date::timestamp)::date, vendor_id, vendor_name, count(*), sum(total)
FROM purchase_orders
WHERE status IN ('Approved', 'Issued', 'Partially Delivered', 'Fully Delivered', 'Closed')
GROUP BY 1, 2, 3, 4;
