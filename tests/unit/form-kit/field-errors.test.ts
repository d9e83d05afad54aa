import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { answerErrors, ownerOf, unownedError } from '../../../src/components/form-kit/field-errors'
import { checkWith, errorsOf, failed, mapChecked, withErrors } from '../../../src/components/form-kit/schema-check'
import { CategoryCreateSchema } from '../../../src/shared/category-schemas'

const FIELDS = ['name', 'categoryIds', 'products', 'products.*.Quantity']

describe('ownerOf: the field of the form that shows an error', () => {
  it.each([
    ['name', 'name'],
    ['categoryIds.2', 'categoryIds'],
    ['products.3.Quantity', 'products.3.Quantity'],
    ['products.3.LineID', 'products'],
    ['products', 'products'],
    ['Images.0', null],
    ['', null],
  ])('%s is shown on %s', (path, owner) => {
    expect(ownerOf(path, FIELDS)).toBe(owner)
  })
})

describe('checkWith: the shared schema is the one source of the rules', () => {
  it("puts the server's own messages on the form's fields, the first per field", () => {
    const checked = checkWith(CategoryCreateSchema, { category_name: ' ', category_code: '' }, [
      'category_name',
      'category_code',
    ])
    expect(checked.ok).toBe(false)
    expect(errorsOf(checked)).toMatchObject({
      category_name: 'Category name is required',
      category_code: 'Category code is required',
    })
  })

  it("answers the schema's output (trimmed, transformed) when the values pass", () => {
    const schema = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')) })
    expect(checkWith(schema, { name: '  Bolt ' }, ['name'])).toEqual({ ok: true, body: { name: 'Bolt' } })
  })

  it('renames payload fields to the form’s and collapses a list item onto its input', () => {
    const schema = v.object({
      Delta: v.pipe(v.number(), v.minValue(1, 'Too few')),
      categoryIds: v.array(v.pipe(v.string(), v.regex(/^\d+$/, 'Not a category'))),
    })
    expect(errorsOf(checkWith(schema, { Delta: 0, categoryIds: ['1', 'x'] }, FIELDS, { Delta: 'quantity' }))).toEqual({
      quantity: 'Too few',
      categoryIds: 'Not a category',
    })
  })

  it('adds the form’s own checks only where the schema said nothing, and maps a passing body', () => {
    const passed = checkWith(v.object({ name: v.string() }), { name: 'a' }, FIELDS)
    expect(withErrors(passed, {})).toBe(passed)
    expect(withErrors(passed, { name: 'Marked required' })).toEqual({ ok: false, errors: { name: 'Marked required' } })
    expect(withErrors(failed('name', 'Schema says'), { name: 'Form says' })).toEqual({
      ok: false,
      errors: { name: 'Schema says' },
    })
    expect(mapChecked(passed, (body) => ({ add: body }))).toEqual({ ok: true, body: { add: { name: 'a' } } })
    expect(mapChecked(failed('name', 'No'), () => 1)).toEqual({ ok: false, errors: { name: 'No' } })
  })
})

describe('answerErrors and unownedError', () => {
  it("takes the server's first message per field, renamed to the form's", () => {
    expect(answerErrors({ Reason: ['Bad reason', 'second'], Note: [] }, ['reason'], { Reason: 'reason' })).toEqual({
      reason: 'Bad reason',
    })
  })

  it('names the first error no field shows, so that only it becomes a toast', () => {
    expect(unownedError({ name: 'Name is required', 'products.0.Quantity': 'Too few' }, FIELDS)).toBeNull()
    expect(unownedError({ name: 'Name is required', Images: 'Images must be paths' }, FIELDS)).toBe(
      'Images must be paths',
    )
  })
})
