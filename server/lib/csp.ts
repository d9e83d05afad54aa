import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** An inline `<script>` (no `src`) and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** CSP sources (`'sha256-…'`) allowing exactly the inline scripts of `html`, such as index.html's boot script. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  )
}

/**
 * The Content-Security-Policy: the app's own files only; scripts inline in the built index.html
 * (`staticRoot`) by their hash, never `unsafe-inline` (issue 12). Styles may be inline: Mantine sets them.
 */
export function contentSecurityPolicy(staticRoot?: string) {
  const index = staticRoot ? path.join(staticRoot, 'index.html') : undefined
  const hashes = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...hashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}
