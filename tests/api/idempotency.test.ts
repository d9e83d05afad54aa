import { count, eq, sql } from 'drizzle-orm'
import { pgTable, serial, text, uuid } from 'drizzle-orm/pg-core'
import { Hono } from 'hono'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv, Deps } from '../../server/lib/app-env'
import { csrfGuard } from '../../server/lib/csrf'
import { AppError, conflict } from '../../server/lib/errors'
import { idempotent } from '../../server/lib/idempotency'
import { allow } from '../../server/lib/policy'
import { fail, ok } from '../../server/lib/respond'
import { loadSession, requireActor } from '../../server/lib/session'
import { resolveTenant } from '../../server/lib/tenant'
import { json } from '../../server/lib/validate'
import { ApiClient } from './helpers/api-client'
import { createTestApp, nextId, nextIp, type TestApp } from './helpers/test-app'

const notes = pgTable('idem_notes', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  body: text('body').notNull(),
})

const NoteSchema = v.object({ body: v.pipe(v.string('body is required'), v.nonEmpty('body is required')) })

/** A small app with the real middleware and `idempotent` on a few writes that each insert a note first. */
function notesApp(deps: Deps) {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('db', deps.db)
    await next()
  })
  app.onError((error, c) =>
    error instanceof AppError ? c.json(fail(error.message), error.status) : c.json(fail('Something went wrong'), 500),
  )
  app.use('/api/*', csrfGuard, resolveTenant, loadSession)
  const insert = async (db: AppEnv['Variables']['db'], userId: string, body: string) => {
    const [row] = await db.insert(notes).values({ userId, body }).returning()
    return row
  }
  return app
    .post('/api/notes', allow.signedIn(), idempotent, json(NoteSchema), async (c) => {
      const row = await insert(c.var.db, requireActor(c).userId, c.req.valid('json').body)
      return c.json(ok(row, 'Saved'), 201)
    })
    .post('/api/notes-refused', allow.signedIn(), idempotent, async (c) => {
      await insert(c.var.db, requireActor(c).userId, (await c.req.json<{ body: string }>()).body)
      return c.json(fail('Refused'), 409)
    })
    .post('/api/notes-thrown', allow.signedIn(), idempotent, async (c) => {
      await insert(c.var.db, requireActor(c).userId, (await c.req.json<{ body: string }>()).body)
      throw conflict('Refused')
    })
    .post('/api/notes-crash', allow.signedIn(), idempotent, async (c) => {
      await insert(c.var.db, requireActor(c).userId, (await c.req.json<{ body: string }>()).body)
      throw new Error('boom')
    })
}

let t: TestApp
let app: ReturnType<typeof notesApp>
beforeAll(async () => {
  t = await createTestApp()
  await t.db.execute(sql`create table idem_notes (id serial primary key, user_id uuid not null, body text not null)`)
  app = notesApp(t.deps)
})
afterAll(() => t.close())

/** A client of the notes app signed in as a new user. */
async function signedInNotesClient() {
  const user = await t.createUser()
  const real = t.client()
  await t.signIn(real, user.email)
  const client = new ApiClient(app, { ip: nextIp() })
  client.cookies.set('sid', real.cookies.get('sid') ?? '')
  return client
}

const key = () => `idem-key-${String(nextId()).padStart(4, '0')}`
const uniqueBody = () => ({ body: `note ${nextId()}` })
const notesWith = async (body: string) => {
  const [row] = await t.db.select({ n: count() }).from(notes).where(eq(notes.body, body))
  return row?.n ?? 0
}

describe('Idempotency-Key', () => {
  it('replays a repeat: same status and body, Idempotent-Replayed, one write', async () => {
    const client = await signedInNotesClient()
    const headers = { 'Idempotency-Key': key() }
    const note = uniqueBody()
    const first = await client.post('notes', note, { headers })
    const second = await client.post('notes', note, { headers })
    expect(first.status).toBe(201)
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    expect(second.status).toBe(201)
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await notesWith(note.body)).toBe(1)
  })

  it('writes every time without a key, and once per distinct key', async () => {
    const client = await signedInNotesClient()
    const note = uniqueBody()
    await client.post('notes', note)
    await client.post('notes', note)
    await client.post('notes', note, { headers: { 'Idempotency-Key': key() } })
    await client.post('notes', note, { headers: { 'Idempotency-Key': key() } })
    expect(await notesWith(note.body)).toBe(4)
  })

  it('is 422 for the same key with another body or on another endpoint, writing nothing more', async () => {
    const client = await signedInNotesClient()
    const headers = { 'Idempotency-Key': key() }
    const note = uniqueBody()
    await client.post('notes', note, { headers })
    const other = uniqueBody()
    const changed = await client.post('notes', other, { headers })
    expect(changed.status).toBe(422)
    expect(changed.body).toEqual({
      status: false,
      msg: 'This Idempotency-Key was already used for a different request',
    })
    expect((await client.post('notes-refused', note, { headers })).status).toBe(422)
    expect(await notesWith(note.body)).toBe(1)
    expect(await notesWith(other.body)).toBe(0)
  })

  it("keeps keys per user: another user's identical request is not a replay", async () => {
    const alice = await signedInNotesClient()
    const bob = await signedInNotesClient()
    const headers = { 'Idempotency-Key': key() }
    const note = uniqueBody()
    await alice.post('notes', note, { headers })
    const res = await bob.post('notes', note, { headers })
    expect(res.status).toBe(201)
    expect(res.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await notesWith(note.body)).toBe(2)
  })

  it.each([
    ['returns a 4xx', 'notes-refused', 409],
    ['throws a 4xx', 'notes-thrown', 409],
    ['crashes', 'notes-crash', 500],
  ])('when the handler %s, its write is rolled back and the key stays free', async (_case, path, status) => {
    const client = await signedInNotesClient()
    const headers = { 'Idempotency-Key': key() }
    const note = uniqueBody()
    for (let i = 0; i < 2; i += 1) {
      const res = await client.post(path, note, { headers })
      expect(res.status).toBe(status)
      expect(res.headers.get('Idempotent-Replayed')).toBeNull()
    }
    expect(await notesWith(note.body)).toBe(0)
    const retried = await client.post('notes', note, { headers: { 'Idempotency-Key': key() } })
    expect(retried.status).toBe(201)
  })

  it('does not store a validation failure: the key can then be used with a valid body', async () => {
    const client = await signedInNotesClient()
    const headers = { 'Idempotency-Key': key() }
    expect((await client.post('notes', { body: '' }, { headers })).status).toBe(400)
    const note = uniqueBody()
    expect((await client.post('notes', note, { headers })).status).toBe(201)
    expect(await notesWith(note.body)).toBe(1)
  })

  it.each([
    ['too short', 'abc'],
    ['with spaces', 'key with spaces'],
    ['too long', 'k'.repeat(201)],
  ])('a key that is %s is 400 and writes nothing', async (_case, badKey) => {
    const client = await signedInNotesClient()
    const note = uniqueBody()
    const res = await client.post('notes', note, { headers: { 'Idempotency-Key': badKey } })
    expect(res.status).toBe(400)
    expect(res.body.status).toBe(false)
    expect(await notesWith(note.body)).toBe(0)
  })

  it('is 401 signed out, before any write', async () => {
    const client = new ApiClient(app, { ip: nextIp() })
    const note = uniqueBody()
    const res = await client.post('notes', note, { headers: { 'Idempotency-Key': key() } })
    expect(res.status).toBe(401)
    expect(await notesWith(note.body)).toBe(0)
  })

  it('writes once when the same request arrives twice at the same time', async () => {
    const client = await signedInNotesClient()
    const headers = { 'Idempotency-Key': key() }
    const note = uniqueBody()
    const results = await Promise.all([
      client.post('notes', note, { headers }),
      client.post('notes', note, { headers }),
    ])
    expect(results.map((r) => r.status)).toEqual([201, 201])
    expect(results.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(1)
    expect(await notesWith(note.body)).toBe(1)
  })
})
