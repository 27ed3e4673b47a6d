/**
 * A small seeded pseudo-random generator (sfc32, from PractRand) and normal deviates by the
 * Box–Muller transform. Seeded so that a Monte Carlo range is the same on every run and machine:
 * a total shown today and recomputed by an auditor tomorrow must agree to the digit.
 */
export interface SeededRandom {
  /** A uniform deviate in [0, 1). */
  uniform(): number;
  /** A standard normal deviate (mean 0, standard deviation 1). */
  normal(): number;
}

/** A generator for a 32-bit integer seed; the same seed always yields the same sequence. */
export function seededRandom(seed: number): SeededRandom {
  // sfc32 state from the seed via splitmix32, so nearby seeds give unrelated sequences.
  let s = seed >>> 0;
  const split = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const uniform = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) uniform(); // discard the warm-up outputs
  let spare: number | undefined;
  const normal = (): number => {
    if (spare !== undefined) {
      const value = spare;
      spare = undefined;
      return value;
    }
    // 1 - uniform() lies in (0, 1], so the logarithm is finite.
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
  return { uniform, normal };
}
