import type { Page } from '@playwright/test'
import sharp from 'sharp'

/** A small PNG of one colour, made in the test (each colour gives a distinct file). */
export function pngOf(color: { r: number; g: number; b: number }, size = 48): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer()
}

/** A name no other run has used, so a test never collides with seeded or earlier data. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`
}

/** Saves a screenshot of the whole page under test-results/screens. */
export async function screen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true })
}
