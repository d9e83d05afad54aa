import * as v from 'valibot'
import { RoleSchema } from './roles'

/** The signed-in user as the server returns it. */
export const SessionUserSchema = v.object({
  UserID: v.string(),
  Username: v.string(),
  FullName: v.string(),
  Role: RoleSchema,
  TenantName: v.string(),
  TenantDomain: v.string(),
})

export type SessionUser = v.InferOutput<typeof SessionUserSchema>
