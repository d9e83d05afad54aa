import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../server/db/client'
import { isDatabaseUnavailable } from '../../../server/lib/pg-errors'
import { createTestApp, type TestApp } from '../helpers/test-app'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause)

describe('issue 10.2: which errors mean the database is unavailable', () => {
  it.each([
    ['admin shutdown (pg_terminate_backend)', failedQuery(withCode('terminating connection', '57P01'))],
    ['crash shutdown', failedQuery(withCode('terminating connection', '57P02'))],
    ['starting up', failedQuery(withCode('the database system is starting up', '57P03'))],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a lost socket', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', failedQuery(withCode('read ECONNRESET', 'ECONNRESET'))],
    ['a refused connection to each address', new AggregateError([withCode('refused', 'ECONNREFUSED')])],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
  ])('%s is', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', failedQuery(withCode('duplicate key', '23505'))],
    ['a data exception', failedQuery(withCode('invalid input syntax', '22P02'))],
    ['a bug', new TypeError('x is undefined')],
    [
      'a failed query whose parameters quote the words',
      new DrizzleQueryError('insert', ['Connection terminated'], withCode('duplicate key', '23505')),
    ],
  ])('%s is not', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('issue 10.2: a lost database answers 503 with Retry-After', () => {
  let t: TestApp
  let healthy: Db
  beforeAll(async () => {
    t = await createTestApp()
    healthy = t.deps.db
  })
  afterAll(() => {
    t.deps.db = healthy
    return t.close()
  })

  it('tells the client to come back, then serves again', async () => {
    const user = await t.createUser()
    const client = t.client()
    await t.signIn(client, user.email)
    // Every query fails the way node-postgres fails when PostgreSQL ends the connection.
    t.deps.db = new Proxy(healthy, {
      get: () => () => {
        throw failedQuery(new Error('Connection terminated unexpectedly'))
      },
    })
    const res = await client.get('current-user')
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ status: false, msg: 'The database is unavailable. Please try again shortly.' })
    expect(res.headers.get('Retry-After')).toBe('5')
    t.deps.db = healthy
    expect((await client.get('current-user')).status).toBe(200)
  })
})
