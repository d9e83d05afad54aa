import { Hono } from 'hono'
import { SearchQuerySchema } from '../../../src/shared/search-schemas'
import type { AppEnv } from '../../lib/app-env'
import { allow } from '../../lib/policy'
import { ok } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { query } from '../../lib/validate'
import { search } from './service'

/** GET search: the spotlight's one endpoint. */
export const searchRoutes = new Hono<AppEnv>().get('/search', allow.signedIn(), query(SearchQuerySchema), async (c) =>
  c.json(ok(await search(c.var.db, requireActor(c), c.req.valid('query'), c.var.deps.now()))),
)
