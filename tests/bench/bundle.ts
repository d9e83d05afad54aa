import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Gzipped JS and CSS the browser fetches to show a page, measured in real Chromium. */
export async function measurePage(url: string): Promise<{ js: number; css: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const bodies: Array<Promise<{ type: 'js' | 'css'; size: number }>> = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      bodies.push(
        response.body().then((body) => ({ type: type === 'script' ? 'js' : 'css', size: gzipSync(body).length })),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Continue' }).waitFor()
    const all = await Promise.all(bodies)
    return {
      js: all.filter((b) => b.type === 'js').reduce((s, b) => s + b.size, 0),
      css: all.filter((b) => b.type === 'css').reduce((s, b) => s + b.size, 0),
      files: all.length,
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
export function printBundle(login: { js: number; css: number; files: number }, build: { js: number; css: number }) {
  const budget = { js: 180 * 1024, css: 40 * 1024 }
  console.log('\nBundle (gzip)')
  console.log(
    `  / (login) JS   ${kb(login.js).padStart(10)}   budget ${kb(budget.js)}  ${login.js <= budget.js ? 'ok' : 'OVER'}`,
  )
  console.log(
    `  / (login) CSS  ${kb(login.css).padStart(10)}   budget ${kb(budget.css)}   ${login.css <= budget.css ? 'ok' : 'OVER'}`,
  )
  console.log(`  / files fetched ${String(login.files).padStart(9)}`)
  console.log(`  whole build JS ${kb(build.js).padStart(10)}`)
  console.log(`  whole build CSS${kb(build.css).padStart(10)}`)
}
