CREATE TABLE "stored_documents" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stored_documents_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "stored_documents" ADD CONSTRAINT "stored_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_documents" ADD CONSTRAINT "stored_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Files stored before: each belongs to the tenant of a PO line that names it (the files stay where they are on disk).
INSERT INTO "stored_documents" ("tenant_id", "name", "kind", "uploaded_by", "created_at")
SELECT DISTINCT ON (po."tenant_id", regexp_replace(l."document_path", '^/files/po-documents/', ''))
  po."tenant_id", regexp_replace(l."document_path", '^/files/po-documents/', ''), 'po-line', po."created_by", po."created_at"
FROM "purchase_order_lines" l JOIN "purchase_orders" po ON po."id" = l."po_id"
WHERE l."document_path" ~ '^/files/po-documents/[a-f0-9]{64}\.(pdf|jpg|png|webp)$'
ORDER BY po."tenant_id", regexp_replace(l."document_path", '^/files/po-documents/', ''), po."created_at";--> statement-breakpoint
UPDATE "purchase_order_lines" SET "document_path" = regexp_replace("document_path", '^/files/po-documents/', '/files/docs/')
WHERE "document_path" ~ '^/files/po-documents/[a-f0-9]{64}\.(pdf|jpg|png|webp)$';--> statement-breakpoint
-- Anything else (javascript:..., an outside URL, ../) never named a file this server stored.
UPDATE "purchase_order_lines" SET "document_path" = NULL
WHERE "document_path" IS NOT NULL AND "document_path" !~ '^/files/docs/[a-f0-9]{64}\.(pdf|jpg|png|webp)$';
