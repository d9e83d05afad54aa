import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { formToast } from '../../lib/toast'
import type { FileRouteTypes } from '../../routeTree.gen'

// Light on purpose: the routes' guards use it before any page code loads.

/** Where a route with a bad id goes back to. */
export type RouteIdFallback = FileRouteTypes['to']

/**
 * The id a route was given (a path param or search param), checked with the record's shared id schema;
 * a missing or bad one shows the schema's message ('Invalid product ID') and goes to `fallback`.
 * A preload checks quietly.
 */
export function requireRouteId<TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: unknown,
  { preload, fallback }: { preload: boolean; fallback: RouteIdFallback },
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, raw)
  if (parsed.success) return parsed.output
  if (!preload) formToast.error(parsed.issues[0].message)
  throw redirect({ to: fallback, replace: true })
}
