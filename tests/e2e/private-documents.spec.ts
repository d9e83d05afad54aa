import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { DESKTOP, signIn } from './support'

test('issue 10.8: a PO line file opens in a tab for the tenant, never from the app shell, and not signed out', async ({
  browser,
}) => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .png()
    .toBuffer()
  const context = await browser.newContext({ viewport: DESKTOP })
  const buyer = await context.newPage()
  await signIn(buyer, 'buyer@demo.local')
  // Once the service worker controls the page, a navigation could be answered with the app shell.
  await buyer.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
  const path = await buyer.evaluate(async (base64) => {
    const res = await fetch('/api/add-po-document', {
      method: 'POST',
      headers: { Domain: window.location.hostname, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Document: `data:image/png;base64,${base64}` }),
    })
    return (await res.json()).data.DocumentPath as string
  }, png.toString('base64'))
  expect(path).toMatch(/^\/files\/docs\/[a-f0-9]{64}\.png$/)

  const tab = await context.newPage()
  const opened = await tab.goto(path)
  expect(opened?.status()).toBe(200)
  expect(opened?.headers()['content-type']).toBe('image/png')
  expect(opened?.headers()['cache-control']).toBe('private, no-cache')
  // Nothing of it in the caches the service worker keeps for everyone using this browser.
  const cached = await buyer.evaluate(async () => {
    const lists = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()))
    return lists.flat().map((request) => request.url)
  })
  expect(cached.filter((url) => url.includes('/files/docs/'))).toEqual([])

  const stranger = await (await browser.newContext()).newPage()
  const signedOut = await stranger.goto(path)
  expect(signedOut?.status()).toBe(404)
  await Promise.all([context.close(), stranger.context().close()])
})
