import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startServer } from './server-process'

/** One replayed attack: it runs against a live server and says in one line how it went. */
interface Attack {
  attack: (base: string) => Promise<string>
}

const ATTACKS_DIR = fileURLToPath(new URL('./security', import.meta.url))

/**
 * npm run bench -- security: replays the audit's attacks (issue 10) against a freshly seeded server
 * behind a pretend proxy (TRUST_PROXY=true, one hop) and prints one line per item, in file order.
 */
export async function benchSecurity(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-security-'))
  const server = await startServer(dataDir, port, { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1' })
  try {
    console.log('\nSecurity: the audit attacks replayed against a running server')
    const files = readdirSync(ATTACKS_DIR)
      .filter((f) => f.endsWith('.ts'))
      .sort()
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(ATTACKS_DIR, file)).href)) as Attack
      const line = await module
        .attack(server.url)
        .catch((error: unknown) => `${file}: the attack script failed: ${error}`)
      console.log(`  ${line}`)
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
