/**
 * Draws the app's icons into public/icons (run once after changing the drawing; the PNGs are
 * committed): a purchase order with a check mark on the app's indigo. `node --import tsx
 * scripts/make-icons.ts`.
 *
 * - icon-192.png and icon-512.png: the drawing on a rounded square with transparent corners.
 * - icon-maskable-512.png: the background fills the whole square and the drawing is kept inside the
 *   central circle of 80% (the safe zone), since the launcher cuts its own shape out of it.
 * - favicon-32.png: the tab's icon, small because the browser fetches it during the first load (issue 12).
 *
 * The PNGs are palette-based (256 colours, dithered): a third of the size, no visible difference.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const OUT = path.resolve(import.meta.dirname, '../public/icons')

/** The theme's indigo (theme_color #3b5bdb), a little lighter at the top left. */
const BACKGROUND = `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#4c6ef5"/>
    <stop offset="1" stop-color="#3141b5"/>
  </linearGradient>
  <filter id="lift" x="-20%" y="-20%" width="140%" height="140%">
    <feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#1b2475" flood-opacity="0.35"/>
  </filter>`

/**
 * The drawing on a 512 grid, centred on (256, 256): a sheet with a folded corner and three lines
 * of text, and a green badge with a check mark over its lower right corner.
 */
const DRAWING = `
  <g filter="url(#lift)" transform="translate(-36 -20)">
    <path d="M176 104 H316 L376 164 V388 Q376 408 356 408 H176 Q156 408 156 388 V124 Q156 104 176 104 Z" fill="#ffffff"/>
    <path d="M316 104 V144 Q316 164 336 164 H376 Z" fill="#bac8ff"/>
    <rect x="192" y="198" width="124" height="22" rx="11" fill="#91a7ff"/>
    <rect x="192" y="244" width="148" height="22" rx="11" fill="#bac8ff"/>
    <rect x="192" y="290" width="92" height="22" rx="11" fill="#bac8ff"/>
    <circle cx="352" cy="372" r="76" fill="#0ca678" stroke="#ffffff" stroke-width="14"/>
    <path d="M316 374 L342 400 L390 348" fill="none" stroke="#ffffff" stroke-width="22"
      stroke-linecap="round" stroke-linejoin="round"/>
  </g>`

/** The icon as SVG: rounded with transparent corners, or full bleed with the drawing shrunk into the safe zone. */
function svg(maskable: boolean): string {
  const background = maskable
    ? '<rect width="512" height="512" fill="url(#bg)"/>'
    : '<rect width="512" height="512" rx="112" fill="url(#bg)"/>'
  const drawing = maskable
    ? `<g transform="translate(256 256) scale(0.84) translate(-256 -256)">${DRAWING}</g>`
    : DRAWING
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>${BACKGROUND}</defs>
  ${background}
  ${drawing}
</svg>`
}

/** Renders one icon at its size, as a compressed palette PNG. */
async function render(file: string, size: number, maskable: boolean): Promise<void> {
  await sharp(Buffer.from(svg(maskable)), { density: (72 * size) / 512 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toFile(path.join(OUT, file))
}

await mkdir(OUT, { recursive: true })
await render('favicon-32.png', 32, false)
await render('icon-192.png', 192, false)
await render('icon-512.png', 512, false)
await render('icon-maskable-512.png', 512, true)
