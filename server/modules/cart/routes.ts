import { Hono } from 'hono'
import { AddToCartSchema, DeleteCartItemQuerySchema, UpdateCartItemSchema } from '../../../src/shared/cart-schemas'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { getCart } from './lines'
import { addToCart, deleteCartItem, updateCartItem } from './service'

/** The signed-in user's cart (spec point 7, Cart and orders). Every signed-in role can order. */
export const cartRoutes = new Hono<AppEnv>()
  .get('/get-cart', allow.signedIn(), async (c) => c.json(ok(await getCart(c.var.db, requireActor(c)))))
  .post('/add-to-cart', allow.signedIn(), idempotent, json(AddToCartSchema), async (c) =>
    c.json(ok(await addToCart(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now()), 'Added to cart')),
  )
  .post('/update-cart-item', allow.signedIn(), idempotent, json(UpdateCartItemSchema), async (c) =>
    c.json(ok(await updateCartItem(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now()), 'Cart updated')),
  )
  .delete('/delete-cart-item', allow.signedIn(), idempotent, query(DeleteCartItemQuerySchema), async (c) =>
    c.json(ok(await deleteCartItem(c.var.db, requireActor(c), c.req.valid('query').CartID), 'Removed from cart')),
  )
