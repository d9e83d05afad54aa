import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** What the browser fetches to show a page, measured in real Chromium. */
export interface PageWeight {
  /** JS and CSS as gzip would make them (the budget's unit). */
  js: number
  css: number
  files: number
  /** Bytes actually received for the document, JS and CSS, as the server encoded them (brotli when offered). */
  wire: number
  /** The same responses before decoding. */
  raw: number
  encodings: string
}

/** Gzipped JS and CSS the browser fetches to show a page, and the bytes actually sent, measured in real Chromium. */
export async function measurePage(url: string): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const bodies: Array<Promise<{ type: 'js' | 'css'; size: number }>> = []
    const sent: Array<Promise<{ wire: number; raw: number; encoding: string }>> = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return
      sent.push(
        Promise.all([response.request().sizes(), response.body(), response.allHeaders()]).then(([sizes, body, h]) => ({
          wire: sizes.responseBodySize,
          raw: body.length,
          encoding: h['content-encoding'] ?? 'identity',
        })),
      )
      if (type === 'document') return
      bodies.push(
        response.body().then((body) => ({ type: type === 'script' ? 'js' : 'css', size: gzipSync(body).length })),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Continue' }).waitFor()
    const all = await Promise.all(bodies)
    const wire = await Promise.all(sent)
    return {
      js: all.filter((b) => b.type === 'js').reduce((s, b) => s + b.size, 0),
      css: all.filter((b) => b.type === 'css').reduce((s, b) => s + b.size, 0),
      files: all.length,
      wire: wire.reduce((s, b) => s + b.wire, 0),
      raw: wire.reduce((s, b) => s + b.raw, 0),
      encodings: [...new Set(wire.map((b) => b.encoding))].join(', '),
    }
  } finally {
    await browser.close()
  }
}

/** Gzipped size of every JS and CSS file of the build. */
export function measureBuild(dist = 'dist'): { js: number; css: number } {
  const total = { js: 0, css: 0 }
  for (const name of readdirSync(path.join(dist, 'assets'))) {
    const size = gzipSync(readFileSync(path.join(dist, 'assets', name))).length
    if (name.endsWith('.js')) total.js += size
    if (name.endsWith('.css')) total.css += size
  }
  return total
}

/** Prints the bundle figures against the budget of issue 2. */
export function printBundle(login: PageWeight, build: { js: number; css: number }) {
  const budget = { js: 180 * 1024, css: 40 * 1024 }
  console.log('\nBundle (gzip)')
  console.log(
    `  / (login) JS   ${kb(login.js).padStart(10)}   budget ${kb(budget.js)}  ${login.js <= budget.js ? 'ok' : 'OVER'}`,
  )
  console.log(
    `  / (login) CSS  ${kb(login.css).padStart(10)}   budget ${kb(budget.css)}   ${login.css <= budget.css ? 'ok' : 'OVER'}`,
  )
  console.log(`  / files fetched ${String(login.files).padStart(9)}`)
  console.log(
    `  / sent on the wire (HTML + JS + CSS) ${kb(login.wire)} as ${login.encodings} (${kb(login.raw)} decoded)`,
  )
  console.log(`  whole build JS ${kb(build.js).padStart(10)}`)
  console.log(`  whole build CSS${kb(build.css).padStart(10)}`)
}
