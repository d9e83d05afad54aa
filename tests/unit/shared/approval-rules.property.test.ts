import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  delegateOf,
  levelsFor,
  MAX_DELEGATION_HOPS,
  type Priority,
  priorityFor,
} from '../../../src/shared/approval-rules'

/** Users u0..u7 and a random delegation graph among them: each user delegates to at most one other (or to themself). */
const USERS = Array.from({ length: 8 }, (_, i) => `u${i}`)
const user = fc.constantFrom(...USERS)
const graph = fc
  .array(fc.tuple(user, user), { maxLength: 12 })
  .map((edges) => new Map<string, string>(edges as [string, string][]))

/** The users delegateOf passes from `start` to its answer, read off the graph hop by hop. */
function walkTo(start: string, answer: string, delegateFor: ReadonlyMap<string, string>): string[] {
  const path = [start]
  while (path.at(-1) !== answer) {
    const next = delegateFor.get(path.at(-1) ?? '')
    if (next === undefined || path.length > MAX_DELEGATION_HOPS) return [...path, '<not reachable>']
    path.push(next)
  }
  return path
}

describe('delegateOf on random delegation graphs (cycles included)', () => {
  it('answers a user reached by following delegations, within MAX_DELEGATION_HOPS hops, never passing a user twice', () => {
    fc.assert(
      fc.property(graph, user, (delegateFor, start) => {
        const path = walkTo(start, delegateOf(start, delegateFor), delegateFor)
        expect(path).not.toContain('<not reachable>')
        expect(path.length - 1).toBeLessThanOrEqual(MAX_DELEGATION_HOPS)
        expect(new Set(path).size).toBe(path.length)
      }),
    )
  })

  it('stops only where the chain ends, would loop, or runs out of hops', () => {
    fc.assert(
      fc.property(graph, user, (delegateFor, start) => {
        const answer = delegateOf(start, delegateFor)
        const path = walkTo(start, answer, delegateFor)
        const next = delegateFor.get(answer)
        const hopsLeft = path.length - 1 < MAX_DELEGATION_HOPS
        if (hopsLeft) expect(next === undefined || path.includes(next)).toBe(true)
      }),
    )
  })

  it('follows a chain without cycles to its end, or MAX_DELEGATION_HOPS users along', () => {
    fc.assert(
      fc.property(fc.uniqueArray(user, { minLength: 1, maxLength: USERS.length }), (chain) => {
        const delegateFor = new Map(chain.slice(1).map((to, i) => [chain[i] ?? '', to]))
        expect(delegateOf(chain[0] ?? '', delegateFor)).toBe(chain[Math.min(chain.length - 1, MAX_DELEGATION_HOPS)])
      }),
    )
  })

  it('leaves a user without a delegation to decide themself', () => {
    fc.assert(
      fc.property(graph, user, (delegateFor, start) => {
        delegateFor.delete(start)
        expect(delegateOf(start, delegateFor)).toBe(start)
      }),
    )
  })
})

const threshold = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null })
const approvers = fc.array(fc.record({ name: fc.string({ maxLength: 4 }), minAmount: threshold }), { maxLength: 5 })
const amount = fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null })

describe('levelsFor', () => {
  it('keeps the workflow’s order and exactly the levels whose threshold the amount reaches', () => {
    fc.assert(
      fc.property(approvers, amount, (levels, value) => {
        const kept = levelsFor(levels, value)
        // In order: the kept levels are the workflow's levels with some left out.
        const positions = kept.map((k) => levels.indexOf(k))
        expect(positions).toEqual([...positions].sort((a, b) => a - b))
        expect(new Set(positions).size).toBe(positions.length)
        for (const level of levels) {
          const reached = level.minAmount === null || value === null || value >= level.minAmount
          expect(kept.includes(level)).toBe(reached)
        }
      }),
    )
  })

  it('never drops a level as the amount grows', () => {
    fc.assert(
      fc.property(
        approvers,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (levels, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          const more = levelsFor(levels, high)
          for (const level of levelsFor(levels, low)) expect(more).toContain(level)
        },
      ),
    )
  })
})

const RANK: Record<Priority, number> = { Low: 0, Medium: 1, High: 2 }

describe('priorityFor', () => {
  it('is monotone: a larger amount never has a lower priority', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(RANK[priorityFor(low)]).toBeLessThanOrEqual(RANK[priorityFor(high)])
        },
      ),
    )
  })

  it('changes exactly at ₹50,000 and ₹5,00,000; no amount is Medium', () => {
    expect([49_999.99, 50_000, 499_999.99, 500_000].map(priorityFor)).toEqual(['Low', 'Medium', 'Medium', 'High'])
    expect(priorityFor(null)).toBe('Medium')
  })
})
