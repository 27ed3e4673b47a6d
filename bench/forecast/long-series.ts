/**
 * A deterministic 600-point monthly series for timing automatic ARIMA on a long history (issue 22): a
 * slowly growing level with a yearly cycle and AR(1) noise, from a seeded generator so that every run,
 * ours and R's, fits the same numbers.
 */

/** Mulberry32: a small seeded uniform generator, so the series is the same on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `length` months (default 600) of level 100 growing 0.05 a month, a ±8 yearly cycle and AR(0.6) noise of sd 2. */
export function longMonthlySeries(length = 600, seed = 22): number[] {
  const uniform = mulberry32(seed);
  // Box–Muller: two uniforms per normal draw.
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  const out: number[] = [];
  let noise = 0;
  for (let t = 0; t < length; t++) {
    noise = 0.6 * noise + 2 * normal();
    const season = 8 * Math.sin((2 * Math.PI * t) / 12) + 3 * Math.cos((4 * Math.PI * t) / 12);
    out.push(Math.round((100 + 0.05 * t + season + noise) * 1000) / 1000);
  }
  return out;
}
