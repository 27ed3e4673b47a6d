import type { ProgressUpdate } from '@ctp/store';
import { describe, expect, it } from 'vitest';
import { calculationProgress } from './calculation-progress.js';

describe('calculationProgress', () => {
  const recorder = () => {
    const steps: ProgressUpdate[] = [];
    return { steps, report: async (step: ProgressUpdate) => void steps.push(step) };
  };

  it('reports 0 at once, then every 5 percent reached, whatever the chunk sizes', () => {
    const { steps, report } = recorder();
    const tell = calculationProgress(1_000_000, report, () => {});
    for (let done = 1000; done <= 1_000_000; done += 1000) tell(done);
    expect(steps.map((s) => s.percent)).toEqual(Array.from({ length: 21 }, (_, i) => i * 5));
    expect(steps[1]).toEqual({ percent: 5, message: 'Calculated 50,000 of 1,000,000 activities' });
    expect(steps.at(-1)?.message).toBe('Calculated 1,000,000 of 1,000,000 activities');
  });

  it('skips the steps a large chunk jumps over and never passes 100', () => {
    const { steps, report } = recorder();
    const tell = calculationProgress(6, report, () => {});
    tell(4); // 66%: reported as 65
    tell(9); // named activities not found count as done too
    expect(steps.map((s) => s.percent)).toEqual([0, 65, 100]);
    expect(steps.at(-1)?.message).toBe('Calculated 6 of 6 activities');
  });

  it('hands a failed report to onError and goes on', async () => {
    const errors: unknown[] = [];
    const tell = calculationProgress(
      10,
      async () => {
        throw new Error('queue down');
      },
      (error) => errors.push(error),
    );
    tell(10);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(2);
  });
});
