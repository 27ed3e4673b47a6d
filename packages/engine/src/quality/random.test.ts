import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.js';

describe('seededRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).uniform);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('gives uniforms in [0, 1) and standard normals with mean 0 and deviation 1', () => {
    const random = seededRandom(1);
    const n = 50_000;
    let sum = 0;
    let squares = 0;
    let inside = 0;
    for (let i = 0; i < n; i++) {
      const u = random.uniform();
      expect(u >= 0 && u < 1).toBe(true);
      const z = random.normal();
      sum += z;
      squares += z * z;
      if (Math.abs(z) < 1.959963984540054) inside++;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.02);
    expect(Math.abs(Math.sqrt(squares / n) - 1)).toBeLessThan(0.02);
    expect(Math.abs(inside / n - 0.95)).toBeLessThan(0.005);
  });
});
