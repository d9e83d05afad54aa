import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'

/** A server started as its own process for a benchmark. */
export interface ServerProcess {
  url: string
  readyMs: number
  stop: () => Promise<void>
}

/** Starts `server/main.ts` on a data folder and port (with extra environment), resolving once /api/health answers. */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error('server did not start in 120 s')
    await delay(20)
  }
  const readyMs = performance.now() - started
  return {
    url,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
