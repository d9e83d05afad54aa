import * as v from 'valibot'
import {
  type AddToCartInput,
  AddToCartSchema,
  type Cart,
  type CartItem,
  type UpdateCartItemInput,
  UpdateCartItemSchema,
} from '../../shared/cart-schemas'
import { cartLineView, cartView, mergedQuantity } from '../../shared/cart-view'
import type { OutboxOp } from '../../shared/outbox-protocol'
import { type PendingWrite, writesOf } from './pending-write'

/** What a new cart line shows of its product: from the catalogue cache, when the page has it. */
export type CartProductInfo = Pick<
  CartItem,
  'Name' | 'SKU' | 'Thumbnail' | 'UnitsofMeasurement' | 'CurrentPrice' | 'TaxPercentage' | 'Stock' | 'ProductStatus'
>

/** Finds a product's details for a line added offline; undefined when the page never saw it. */
export type CartProductLookup = (productId: number) => CartProductInfo | undefined

/** A cart line as shown: `pendingSince` is when the oldest unsent change to it was made. */
export interface PendingCartItem extends CartItem {
  pendingSince: number | null
  /** False for a line added offline whose product the page never loaded: name and price come when it syncs. */
  detailsKnown: boolean
}

/** The cart as shown: server data with the pending writes applied on top. */
export interface CartView extends Omit<Cart, 'CartItems'> {
  CartItems: PendingCartItem[]
  /** Pending cart writes applied. */
  pendingCount: number
  /** A checkout made offline: the cart shows empty until it syncs. */
  checkout: { OrderID: string; since: number } | null
  /** CartIDs of adds merged into another line (the server does the same): CartID -> the line's CartID. */
  aliases: Record<string, string>
}

const CART_OPS: ReadonlySet<OutboxOp> = new Set(['add-to-cart', 'update-cart-item', 'delete-cart-item', 'create-order'])

/** The lines priced, and the cart's totals and counts, by the shared cart view the server answers with. */
const priced = (view: CartView, items: readonly PendingCartItem[]): CartView => ({ ...view, ...cartView(items) })

const lineOf = (view: CartView, cartId: string) => view.aliases[cartId] ?? cartId
const touched = (view: CartView): CartView => ({ ...view, pendingCount: view.pendingCount + 1 })
const since = (item: PendingCartItem, at: number) => item.pendingSince ?? at

/** The server's cart as a view with nothing pending. */
export function cartViewOf(cart: Cart): CartView {
  return {
    ...cart,
    CartItems: cart.CartItems.map((l) => ({ ...l, pendingSince: null, detailsKnown: true })),
    pendingCount: 0,
    checkout: null,
    aliases: {},
  }
}

/** add-to-cart: a product already in the cart adds to its line (as the server merges); otherwise a new line. */
export function applyAddToCart(
  view: CartView,
  input: AddToCartInput,
  at: number,
  productOf?: CartProductLookup,
): CartView {
  // The server already has this line (its answer was lost and the entry is still pending).
  if (view.CartItems.some((l) => l.CartID === input.CartID)) return view
  const existing = view.CartItems.find((l) => l.ProductID === input.ProductID)
  const next = touched(view)
  if (existing) {
    const items = view.CartItems.map((l) =>
      l === existing ? { ...l, Quantity: mergedQuantity(l.Quantity, input.Quantity), pendingSince: since(l, at) } : l,
    )
    return priced({ ...next, aliases: { ...view.aliases, [input.CartID]: existing.CartID } }, items)
  }
  const product = productOf?.(input.ProductID)
  const line: PendingCartItem = cartLineView({
    CartID: input.CartID,
    ProductID: input.ProductID,
    Name: product?.Name ?? `Product ${input.ProductID}`,
    SKU: product?.SKU ?? '',
    Thumbnail: product?.Thumbnail ?? null,
    UnitsofMeasurement: product?.UnitsofMeasurement ?? 'pieces',
    Quantity: input.Quantity,
    UnitPrice: product?.CurrentPrice ?? 0,
    CurrentPrice: product?.CurrentPrice ?? 0,
    TaxPercentage: product?.TaxPercentage ?? 0,
    Stock: product?.Stock ?? Number.MAX_SAFE_INTEGER,
    ProductStatus: product?.ProductStatus ?? 'Active',
    Unavailable: product !== undefined && product.ProductStatus !== 'Active',
    AddedAt: new Date(at).toISOString(),
    pendingSince: at,
    detailsKnown: product !== undefined,
  })
  return priced(next, [...view.CartItems, line])
}

/** update-cart-item: sets a line's quantity (an absolute value); a line not in the cart is left alone. */
export function applyUpdateCartItem(view: CartView, input: UpdateCartItemInput, at: number): CartView {
  const target = lineOf(view, input.CartID)
  if (!view.CartItems.some((l) => l.CartID === target)) return touched(view)
  const items = view.CartItems.map((l) =>
    l.CartID === target ? { ...l, Quantity: input.Quantity, pendingSince: since(l, at) } : l,
  )
  return priced(touched(view), items)
}

/** delete-cart-item: removes a line. */
export function applyDeleteCartItem(view: CartView, cartId: string): CartView {
  const target = lineOf(view, cartId)
  return priced(
    touched(view),
    view.CartItems.filter((l) => l.CartID !== target),
  )
}

/** create-order: the checkout takes every line, so the cart shows empty with the checkout pending. */
export function applyCheckout(view: CartView, input: { OrderID: string }, at: number): CartView {
  return priced({ ...touched(view), checkout: { OrderID: input.OrderID, since: at } }, [])
}

const DeleteSchema = v.object({ CartID: v.string() })
const CheckoutSchema = v.object({ OrderID: v.string() })

/** The cart as shown: the server's cart with the user's pending cart writes applied in order. */
export function applyPendingCart(
  cart: Cart,
  entries: readonly PendingWrite[],
  productOf?: CartProductLookup,
): CartView {
  let view = cartViewOf(cart)
  for (const write of writesOf(entries, CART_OPS)) {
    const at = write.createdAt
    if (write.op === 'add-to-cart') {
      const input = v.safeParse(AddToCartSchema, write.payload)
      if (input.success) view = applyAddToCart(view, input.output, at, productOf)
    } else if (write.op === 'update-cart-item') {
      const input = v.safeParse(UpdateCartItemSchema, write.payload)
      if (input.success) view = applyUpdateCartItem(view, input.output, at)
    } else if (write.op === 'delete-cart-item') {
      const input = v.safeParse(DeleteSchema, write.payload)
      if (input.success) view = applyDeleteCartItem(view, input.output.CartID.toLowerCase())
    } else {
      const input = v.safeParse(CheckoutSchema, write.payload)
      if (input.success) view = applyCheckout(view, input.output, at)
    }
  }
  return view
}
