-- The pending list asks, for every waiting request, whether the reader approved an earlier level
-- (as themselves or for someone): only 'Approved' steps matter, by actor and by whom they stood in for.
CREATE INDEX "approval_steps_approved_actor_idx" ON "approval_steps" USING btree ("actor_id","request_id") WHERE "approval_steps"."action" = 'Approved';--> statement-breakpoint
CREATE INDEX "approval_steps_approved_for_idx" ON "approval_steps" USING btree ("on_behalf_of","request_id") WHERE "approval_steps"."action" = 'Approved';
