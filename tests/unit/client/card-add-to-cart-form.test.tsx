// @vitest-environment jsdom
import { Badge, Button, Group, MantineProvider, TextInput } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DotBadge } from '../../../src/components/dot-badge'
import { CardAddToCartForm } from '../../../src/features/cart/components/card-add-to-cart-form'
import type { OrderableProduct } from '../../../src/features/cart/use-add-to-cart-form'
import { installJsdomShims } from '../support/jsdom-shims'

/** The cart's API: each add waits for the test to answer it. */
const adds: Array<{ body: unknown; answer: () => void }> = []
vi.mock('../../../src/features/cart/api', () => ({
  addToCart: (body: unknown) =>
    new Promise((resolve) => adds.push({ body, answer: () => resolve({ queued: false, cart: [] }) })),
}))
vi.mock('../../../src/lib/toast', () => ({ formToast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }))

beforeAll(installJsdomShims)
beforeEach(() => {
  adds.length = 0
})
afterEach(cleanup)

const PEN: OrderableProduct = {
  ProductID: 7,
  Name: 'Gel pen',
  UnitsofMeasurement: 'pieces',
  Stock: 40,
  Status: 'Active',
}

function inApp(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>,
  )
}

/**
 * An element as the browser styles it: its tag, its attributes (ids, and the `mantine-*` names Mantine adds for
 * the Styles API, which carry no style, left out; class names and style declarations in any order) and its children.
 */
function canonical(node: Element): string {
  const attributes = [...node.attributes]
    .filter((a) => !['id', 'aria-describedby', 'for'].includes(a.name))
    .map((a) => {
      if (a.name === 'class') {
        const names = a.value
          .split(/\s+/)
          .filter((c) => c && (!c.startsWith('mantine-') || /^mantine-(focus|active)/.test(c)))
        return `class="${names.sort().join(' ')}"`
      }
      if (a.name === 'style') {
        const rules = a.value
          .split(';')
          .map((r) => r.trim())
          .filter(Boolean)
        return rules.length > 0 ? `style="${rules.sort().join('; ')}"` : ''
      }
      return `${a.name}="${a.value}"`
    })
    .filter(Boolean)
    .sort()
  const children = [...node.childNodes]
    .map((c) => (c.nodeType === Node.TEXT_NODE ? (c.textContent ?? '') : c instanceof Element ? canonical(c) : ''))
    .join('')
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</${node.tagName.toLowerCase()}>`
}

/** What Mantine's Group, TextInput and Button render for the card's form in the same state. */
function mantineMarkup(state: { value: string; error?: string; disabled?: boolean; loading?: boolean }): string {
  const { container } = render(
    <MantineProvider>
      <form noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`Quantity of ${PEN.Name}`}
            value={state.value}
            onChange={() => undefined}
            error={state.error}
            disabled={state.disabled}
            w={76}
            size="sm"
            inputMode="numeric"
            autoComplete="off"
          />
          <Button type="submit" loading={state.loading} disabled={state.disabled} size="sm" flex={1} px="xs">
            Add to cart
          </Button>
        </Group>
      </form>
    </MantineProvider>,
  )
  const form = container.querySelector('form')
  if (!form) throw new Error('no form')
  const html = canonical(form)
  cleanup()
  return html
}

const cardMarkup = (container: HTMLElement) => canonical(container.querySelector('form') as Element)
const field = () => screen.getByLabelText(`Quantity of ${PEN.Name}`) as HTMLInputElement
const button = () => screen.getByRole('button', { name: 'Add to cart' })

describe('CardAddToCartForm', () => {
  it('is the markup Mantine renders, so the pixels Mantine draws', () => {
    const expected = mantineMarkup({ value: '1' })
    const { container } = inApp(<CardAddToCartForm product={PEN} />)
    expect(cardMarkup(container)).toBe(expected)
  })

  it('refuses a zero quantity with Mantine’s error markup, tied to the field, and adds nothing', () => {
    const expected = mantineMarkup({ value: '0', error: 'Quantity must be more than 0' })
    const { container } = inApp(<CardAddToCartForm product={PEN} />)
    fireEvent.change(field(), { target: { value: '0' } })
    fireEvent.click(button())
    expect(cardMarkup(container)).toBe(expected)
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Quantity must be more than 0',
    )
    expect(adds).toHaveLength(0)
    fireEvent.change(field(), { target: { value: '2' } })
    expect(field().getAttribute('aria-invalid')).toBeNull()
  })

  it('cannot add a product out of stock: field and button disabled as Mantine draws them', () => {
    const expected = mantineMarkup({ value: '1', disabled: true })
    const { container } = inApp(<CardAddToCartForm product={{ ...PEN, Stock: 0 }} />)
    expect(cardMarkup(container)).toBe(expected)
  })

  it('keeps digits, steps with the arrow keys, and adds once while the add is on its way', async () => {
    // Busy, it is Mantine's loading button, the loader placed where Mantine's transition leaves it.
    const loaderStyle = / class="m_a25b86ee" style="([^"]*)"/
    const busyMarkup = mantineMarkup({ value: '4', loading: true })
    const placed = (html: string) =>
      (loaderStyle.exec(html)?.[1] ?? '').split('; ').find((r) => r.startsWith('transform:'))
    const { container } = inApp(<CardAddToCartForm product={PEN} />)
    fireEvent.change(field(), { target: { value: '3a' } })
    fireEvent.keyDown(field(), { key: 'ArrowUp' })
    expect(field().value).toBe('4')
    // Two clicks before React has drawn the button busy: one add.
    act(() => {
      fireEvent.click(button())
      fireEvent.click(button())
    })
    await waitFor(() => expect(adds).toHaveLength(1))
    expect(adds[0]?.body).toMatchObject({ ProductID: 7, Quantity: 4 })
    const busy = cardMarkup(container)
    expect(busy.replace(loaderStyle, ' class="m_a25b86ee"')).toBe(
      busyMarkup.replace(loaderStyle, ' class="m_a25b86ee"'),
    )
    expect(placed(busy)).toBeDefined()
    expect(placed(busy)).toBe(placed(busyMarkup))
    fireEvent.click(button())
    await act(async () => adds[0]?.answer())
    // A second add would have waited for the first (one cart, one queue): none follows it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(adds).toHaveLength(1)
    expect(button()).toHaveProperty('disabled', false)
    expect(field().value).toBe('1')
  })
})

describe('DotBadge', () => {
  it('is the markup Mantine’s dot Badge renders, on a tint too', () => {
    for (const onTint of [false, true]) {
      const { container: mantine } = render(
        <MantineProvider>
          <Badge variant="dot" color="orange" tt="none" fw={600} miw="max-content" bg={onTint ? 'white' : undefined}>
            Low stock
          </Badge>
        </MantineProvider>,
      )
      const expected = canonical(mantine.firstElementChild as Element)
      cleanup()
      const { container } = render(
        <MantineProvider>
          <DotBadge color="orange" onTint={onTint}>
            Low stock
          </DotBadge>
        </MantineProvider>,
      )
      expect(canonical(container.firstElementChild as Element)).toBe(expected)
      cleanup()
    }
  })
})
