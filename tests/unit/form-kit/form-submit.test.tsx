// @vitest-environment jsdom
import { Button, MantineProvider, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkWith } from '../../../src/components/form-kit/schema-check'
import { StaleEditNotice } from '../../../src/components/form-kit/stale-edit-notice'
import { useFormSubmit } from '../../../src/components/form-kit/use-form-submit'
import { useStaleEdit } from '../../../src/components/form-kit/use-stale-edit'
import { ApiError } from '../../../src/lib/api-client'
import { installJsdomShims } from '../support/jsdom-shims'

const { toasts } = vi.hoisted(() => ({ toasts: [] as string[][] }))
vi.mock('../../../src/lib/toast', () => {
  const record =
    (kind: string) =>
    (...text: Array<string | undefined>) =>
      toasts.push([kind, ...text.filter((t): t is string => t !== undefined)])
  return { formToast: { error: record('error'), success: record('success'), info: record('info') } }
})

beforeAll(installJsdomShims)
beforeEach(() => {
  toasts.length = 0
})
afterEach(() => cleanup())

const Schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')),
  sku: v.pipe(v.string(), v.trim(), v.nonEmpty('SKU is required')),
})
type Values = { name: string; sku: string }
const Stored = v.object({ id: v.number(), name: v.string(), sku: v.string() })
const FIELDS = ['name', 'sku']

interface HarnessProps {
  send: (body: Values) => Promise<unknown>
  next?: () => void
  load?: (record: v.InferOutput<typeof Stored>) => void
}

/** A small form built on the kit the way every form of the app is. */
function Harness({ send, next, load = () => undefined }: HarnessProps) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: { name: '', sku: '' } })
  const stale = useStaleEdit({ schema: Stored, toValues: (r): Values => ({ name: r.name, sku: r.sku }), load })
  const submit = useFormSubmit({
    form,
    fields: FIELDS,
    duplicates: { sku: /^A product with the SKU .* already exists$/ },
    stale,
    check: (values) => checkWith(Schema, values, FIELDS),
    send,
    refused: 'Failed to save. Please try again.',
    saved: () => ({ message: 'Saved!', next }),
  })
  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate aria-label="Thing">
      <StaleEditNotice stale={stale} labels={{ name: 'Name', sku: 'SKU' }} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="SKU" {...form.getInputProps('sku')} />
      <Button type="submit" loading={submit.pending}>
        Save
      </Button>
    </form>
  )
}

const show = (props: HarnessProps) =>
  render(
    <MantineProvider>
      <Harness {...props} />
    </MantineProvider>,
  )
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.submit(screen.getByRole('form', { name: 'Thing' }))

describe('useFormSubmit', () => {
  it("puts the shared schema's messages on the fields, sends nothing and raises no toast", async () => {
    const send = vi.fn(async () => ({}))
    show({ send })
    type('Name', '   ')
    save()
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('SKU is required')).toBeTruthy()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(send).not.toHaveBeenCalled()
    expect(toasts).toEqual([])
  })

  it('sends once however often it is submitted while saving, then toasts and goes on', async () => {
    let answer: (value: unknown) => void = () => undefined
    const send = vi.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    const next = vi.fn()
    show({ send, next })
    type('Name', ' Bolt ')
    type('SKU', 'B-1')
    save()
    save()
    save()
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ name: 'Bolt', sku: 'B-1' })
    await act(async () => answer({}))
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1))
    expect(toasts).toEqual([['success', 'Saved!']])
  })

  it("marks the field a duplicate 409 is about, with the screen's toast and the server's message", async () => {
    const message = 'A product with the SKU "B-1" already exists'
    show({ send: async () => Promise.reject(new ApiError(409, message)) })
    type('Name', 'Bolt')
    type('SKU', 'B-1')
    save()
    await waitFor(() => expect(screen.getByLabelText('SKU').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText(message)).toBeTruthy()
    expect(toasts).toEqual([['error', 'Failed to save. Please try again.', message]])
  })
})

describe('StaleEditNotice', () => {
  it('offers the current version or a comparison, field by field, when someone else saved first', async () => {
    const current = { id: 7, name: 'Bolt M8', sku: 'B-1' }
    const load = vi.fn()
    show({
      send: async () =>
        Promise.reject(new ApiError(409, 'This product was changed by someone else.', undefined, current)),
      load,
    })
    type('Name', 'Bolt M10')
    type('SKU', 'B-1')
    save()
    const notice = await screen.findByRole('alert', { name: 'Your changes were not saved' })
    expect(notice.textContent).toContain(
      'This product was changed by someone else. What you typed is still in the form',
    )
    expect(toasts).toEqual([])
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Bolt M10')

    fireEvent.click(within(notice).getByRole('button', { name: 'Compare' }))
    const rows = within(notice).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual(['FieldYoursCurrent', 'NameBolt M10Bolt M8'])

    fireEvent.click(within(notice).getByRole('button', { name: 'Load the current version' }))
    expect(load).toHaveBeenCalledWith(current)
    expect(screen.queryByRole('alert', { name: 'Your changes were not saved' })).toBeNull()
  })
})
