CREATE TABLE "purchase_order_counts" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_counts" ADD CONSTRAINT "purchase_order_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_vendor_name_idx" ON "purchase_orders" USING btree ("tenant_id","vendor_name","vendor_id","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_inprogress_created_idx" ON "purchase_orders" USING btree ("tenant_id","created_at","id") WHERE "purchase_orders"."status" in ('Pending Approval', 'Approved', 'Issued', 'Partially Delivered');--> statement-breakpoint
CREATE INDEX "purchase_orders_completed_created_idx" ON "purchase_orders" USING btree ("tenant_id","created_at","id") WHERE "purchase_orders"."status" in ('Fully Delivered', 'Closed');--> statement-breakpoint
CREATE INDEX "purchase_orders_withdrawn_created_idx" ON "purchase_orders" USING btree ("tenant_id","created_at","id") WHERE "purchase_orders"."status" in ('Rejected', 'Cancelled');