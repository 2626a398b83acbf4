/**
 * The CPU slowdown that makes this host a mid-tier phone, from Lighthouse's benchmark index. The
 * mobile preset slows the CPU 4×, which is right for a high-end desktop (index about 1,500–2,000);
 * on a slower host the same 4× emulates a slower phone than Lighthouse means to. Lighthouse's
 * throttling guide ("Calibrating the CPU slowdown") asks for a calibrated multiplier there,
 * and points to its calculator, whose curve this is: 150 → 1×, 800 → 2×, 1,300 → 3×, then
 * +1× per 233 (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js).
 * The bench prints it beside the 4× figures; it does not change them.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
