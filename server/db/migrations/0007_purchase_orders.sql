CREATE TABLE "purchase_order_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"po_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"by_user" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"po_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"by_user" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"po_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"particular" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"gst_percent" integer NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"delivered" numeric(12, 3) DEFAULT '0' NOT NULL,
	"document_path" text
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" text NOT NULL,
	"po_date" date NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_contact" text DEFAULT '' NOT NULL,
	"billing_address" text NOT NULL,
	"delivery_address" text NOT NULL,
	"purchase_type" text NOT NULL,
	"payment_terms" text NOT NULL,
	"delivery_date" date NOT NULL,
	"shipping_mode" text,
	"inco_terms" text,
	"validity" date,
	"status" text NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"gst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"created_by" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units_of_measure" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_audit" ADD CONSTRAINT "purchase_order_audit_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_audit" ADD CONSTRAINT "purchase_order_audit_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_unit_id_units_of_measure_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measure"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_suppliers_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units_of_measure" ADD CONSTRAINT "units_of_measure_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_audit_po_idx" ON "purchase_order_audit" USING btree ("po_id","at");--> statement-breakpoint
CREATE INDEX "purchase_order_deliveries_po_idx" ON "purchase_order_deliveries" USING btree ("po_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_po_position_uq" ON "purchase_order_lines" USING btree ("po_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_tenant_number_uq" ON "purchase_orders" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_created_idx" ON "purchase_orders" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_status_created_idx" ON "purchase_orders" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_status_po_date_idx" ON "purchase_orders" USING btree ("tenant_id","status","po_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_po_date_idx" ON "purchase_orders" USING btree ("tenant_id","po_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_delivery_idx" ON "purchase_orders" USING btree ("tenant_id","delivery_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_vendor_idx" ON "purchase_orders" USING btree ("tenant_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_created_by_idx" ON "purchase_orders" USING btree ("tenant_id","created_by","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_total_idx" ON "purchase_orders" USING btree ("tenant_id","total","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_updated_idx" ON "purchase_orders" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_of_measure_tenant_name_uq" ON "units_of_measure" USING btree ("tenant_id",lower("name"));