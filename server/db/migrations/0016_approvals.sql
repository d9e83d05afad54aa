CREATE TABLE "approval_delegations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delegate_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"document_id" text NOT NULL,
	"document_number" text NOT NULL,
	"raised_by" uuid NOT NULL,
	"raisers" jsonb NOT NULL,
	"amount" numeric(14, 2),
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"workflow_version" integer NOT NULL,
	"sla_hours" integer NOT NULL,
	"fallback_user_id" uuid,
	"chain" jsonb NOT NULL,
	"current_level" integer NOT NULL,
	"assignee_user_id" uuid,
	"assignee_role" text,
	"due_at" timestamp with time zone NOT NULL,
	"overdue_at" timestamp with time zone,
	"escalate_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"on_behalf_of" uuid,
	"remarks" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_workflows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"sla_hours" integer DEFAULT 48 NOT NULL,
	"fallback_user_id" uuid,
	"approvers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_fallback_user_id_users_id_fk" FOREIGN KEY ("fallback_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_on_behalf_of_users_id_fk" FOREIGN KEY ("on_behalf_of") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_fallback_user_id_users_id_fk" FOREIGN KEY ("fallback_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_delegations_tenant_idx" ON "approval_delegations" USING btree ("tenant_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_document_uq" ON "approval_requests" USING btree ("tenant_id","type","document_id") WHERE "approval_requests"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "approval_requests_document_idx" ON "approval_requests" USING btree ("tenant_id","type","document_id","requested_at");--> statement-breakpoint
CREATE INDEX "approval_requests_assignee_idx" ON "approval_requests" USING btree ("tenant_id","status","assignee_user_id");--> statement-breakpoint
CREATE INDEX "approval_requests_role_idx" ON "approval_requests" USING btree ("tenant_id","status","assignee_role");--> statement-breakpoint
CREATE INDEX "approval_requests_due_idx" ON "approval_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "approval_requests_raised_idx" ON "approval_requests" USING btree ("tenant_id","raised_by");--> statement-breakpoint
CREATE INDEX "approval_steps_request_idx" ON "approval_steps" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "approval_steps_actor_idx" ON "approval_steps" USING btree ("tenant_id","actor_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_workflows_tenant_type_uq" ON "approval_workflows" USING btree ("tenant_id","type");