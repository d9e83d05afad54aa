import { latency } from './measure'

/**
 * A lean client in its own process: GETs one URL sequentially and prints `{ p50, p95 }` as JSON.
 * The benchmark process holds the seeded data and an in-process database, and its garbage
 * collection pauses would otherwise be counted as the server's time (up to 50 ms a pause).
 * Arguments: a JSON `{ url, headers, runs, warmup }`.
 */
const { url, headers, runs, warmup } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string
  headers: Record<string, string>
  runs: number
  warmup: number
}
const result = await latency(
  async () => {
    const res = await fetch(url, { headers })
    if (!res.ok) throw new Error(`${url}: ${res.status}`)
    return res.arrayBuffer()
  },
  runs,
  warmup,
)
console.log(JSON.stringify(result))
