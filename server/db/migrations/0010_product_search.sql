CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL
);
