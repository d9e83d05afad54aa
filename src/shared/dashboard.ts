import * as v from 'valibot'
import { RoleSchema } from './roles'

/** The dashboard summary: tenant, the user's sessions and the tenant's staff by role. */
export const DashboardSummarySchema = v.object({
  tenant: v.object({ name: v.string(), domains: v.array(v.string()), createdAt: v.string() }),
  staff: v.object({
    total: v.number(),
    invited: v.number(),
    byRole: v.array(v.object({ role: RoleSchema, count: v.number() })),
  }),
  you: v.object({ activeSessions: v.number(), sessionStartedAt: v.string() }),
})

export type DashboardSummary = v.InferOutput<typeof DashboardSummarySchema>
