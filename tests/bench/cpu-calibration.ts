/**
 * The CPU slowdown that makes a machine of this benchmarkIndex stand for the phone Lighthouse's mobile preset
 * means, by the mapping of Lighthouse's CPU throttling calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/,
 * linked from Lighthouse's docs/throttling.md): the preset's 4x is right for an index of 1,533, the desktop it was
 * tuned on; 1,300 takes 3x, 800 takes 2x and 150 takes 1x, linear between those points and on past 1,300.
 * PageSpeed Insights does the same for its own slow servers (Lighthouse's lr-mobile-config sets 1.2x). Below 150
 * no slowdown stands for that phone: undefined. Rounded to hundredths.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650
  return Math.round(slowdown * 100) / 100
}
