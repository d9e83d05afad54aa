// Prometheus text exposition (format 0.0.4), written by hand: counters and histograms with fixed
// buckets are all the server needs, and a client library would be a dependency for 100 lines.

type Labels = Record<string, string>

/** One metric family that can write its lines of the exposition. */
interface Family {
  render(): string[]
}

/** Escapes a label value as the text format requires (backslash, double quote, newline). */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`)
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`
}

function number(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf'
  return Number.isFinite(value) ? String(value) : 'NaN'
}

function header(name: string, help: string, type: string): string[] {
  return [`# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${name} ${type}`]
}

/** The label values in a fixed order, as a map key. */
function keyOf(labelNames: readonly string[], labels: Labels): string {
  return JSON.stringify(labelNames.map((name) => labels[name] ?? ''))
}

function labelsOf(labelNames: readonly string[], key: string): Labels {
  const values = JSON.parse(key) as string[]
  return Object.fromEntries(labelNames.map((name, i) => [name, values[i] ?? '']))
}

/** A monotonically increasing count per label set. */
export class Counter<L extends string = string> implements Family {
  private readonly values = new Map<string, number>()

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly L[] = [],
  ) {}

  /** Adds `by` (default 1) to the count of these labels. */
  inc(labels: Record<L, string> = {} as Record<L, string>, by = 1): void {
    const key = keyOf(this.labelNames, labels)
    this.values.set(key, (this.values.get(key) ?? 0) + by)
  }

  /** The current count of these labels (0 when never counted). */
  get(labels: Record<L, string> = {} as Record<L, string>): number {
    return this.values.get(keyOf(this.labelNames, labels)) ?? 0
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'counter')
    if (this.values.size === 0 && this.labelNames.length === 0) lines.push(`${this.name} 0`)
    for (const [key, value] of this.values) {
      lines.push(`${this.name}${labelText(labelsOf(this.labelNames, key))} ${number(value)}`)
    }
    return lines
  }
}

/** Observations counted into fixed, cumulative buckets per label set, with their sum and count. */
export class Histogram<L extends string = string> implements Family {
  private readonly series = new Map<string, { buckets: number[]; sum: number; count: number }>()

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly L[],
    private readonly bounds: readonly number[],
  ) {}

  /** Records one observation (seconds for durations, as Prometheus names them). */
  observe(labels: Record<L, string>, value: number): void {
    const key = keyOf(this.labelNames, labels)
    let entry = this.series.get(key)
    if (!entry) {
      entry = { buckets: this.bounds.map(() => 0), sum: 0, count: 0 }
      this.series.set(key, entry)
    }
    const slot = this.bounds.findIndex((bound) => value <= bound)
    if (slot >= 0) entry.buckets[slot] = (entry.buckets[slot] ?? 0) + 1
    entry.sum += value
    entry.count += 1
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'histogram')
    for (const [key, entry] of this.series) {
      const labels = labelsOf(this.labelNames, key)
      let cumulative = 0
      this.bounds.forEach((bound, i) => {
        cumulative += entry.buckets[i] ?? 0
        lines.push(`${this.name}_bucket${labelText({ ...labels, le: number(bound) })} ${cumulative}`)
      })
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${entry.count}`)
      lines.push(`${this.name}_sum${labelText(labels)} ${number(entry.sum)}`)
      lines.push(`${this.name}_count${labelText(labels)} ${entry.count}`)
    }
    return lines
  }
}

/** A value read when the metrics are scraped (pool usage), one line per label set. */
export class Gauge implements Family {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly read: () => { labels?: Labels; value: number }[],
  ) {}

  render(): string[] {
    const lines = header(this.name, this.help, 'gauge')
    for (const { labels = {}, value } of this.read()) lines.push(`${this.name}${labelText(labels)} ${number(value)}`)
    return lines
  }
}

/** The whole exposition of some metric families, ready to serve as `text/plain; version=0.0.4`. */
export function renderMetrics(families: readonly Family[]): string {
  return `${families.flatMap((family) => family.render()).join('\n')}\n`
}
