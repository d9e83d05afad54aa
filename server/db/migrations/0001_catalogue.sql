CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"parent_id" integer,
	"status" text NOT NULL,
	"gst" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"cost_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"stock" integer NOT NULL,
	"delivery_lead_time" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"reorder_level" integer DEFAULT 0 NOT NULL,
	"unit" text NOT NULL,
	"tax_percentage" integer NOT NULL,
	"status" text NOT NULL,
	"category_id" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_tenant_code_uq" ON "categories" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "categories_tenant_name_idx" ON "categories" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "categories_tenant_parent_idx" ON "categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "categories_tenant_updated_idx" ON "categories" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_sku_uq" ON "products" USING btree ("tenant_id",lower("sku")) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_tenant_name_idx" ON "products" USING btree ("tenant_id","name","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_tenant_price_idx" ON "products" USING btree ("tenant_id","price","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_tenant_stock_idx" ON "products" USING btree ("tenant_id","stock","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_tenant_updated_idx" ON "products" USING btree ("tenant_id","updated_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_tenant_category_idx" ON "products" USING btree ("tenant_id","category_id","name") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_tenant_status_idx" ON "products" USING btree ("tenant_id","status","name") WHERE "products"."deleted_at" is null;