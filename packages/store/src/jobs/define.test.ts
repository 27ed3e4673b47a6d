import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define.js';
import { createJobQueue } from './queue.js';

describe('defineJob', () => {
  it('freezes a valid definition and keeps its settings', () => {
    const job = defineJob({ name: 'generate', payload: z.object({ reportId: z.string() }), retryLimit: 3 });
    expect(Object.isFrozen(job)).toBe(true);
    expect(job).toMatchObject({ name: 'generate', retryLimit: 3 });
  });

  it.each([
    [{ name: 'bad name' }, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'ok', retryLimit: -1 }, 'retryLimit'],
    [{ name: 'ok', expireInSeconds: 0 }, 'expireInSeconds'],
    [{ name: 'ok', heartbeatSeconds: 5 }, 'heartbeatSeconds'],
  ])('refuses %j (field %s)', (settings, field) => {
    expect(() => defineJob({ payload: z.object({}), ...settings })).toThrow(
      expect.objectContaining({
        code: 'JOB_DEFINITION_INVALID',
        details: expect.objectContaining({ field }),
      }),
    );
  });
});

describe('createJobQueue before start', () => {
  it('refuses to send with JOB_QUEUE_NOT_STARTED and refuses unsafe schema names', async () => {
    const queue = createJobQueue({ connectionString: 'postgres://127.0.0.1:1/none' });
    const job = defineJob({ name: 'x', payload: z.object({}) });
    await expect(queue.send(job, {})).rejects.toMatchObject({ code: 'JOB_QUEUE_NOT_STARTED' });
    expect(() => createJobQueue({ connectionString: 'postgres://x', schema: 'a"; drop' })).toThrow(
      expect.objectContaining({ code: 'JOB_DEFINITION_INVALID' }),
    );
    expect(() => createJobQueue({ connectionString: 'postgres://x', trackingSchema: 'Bad-Name' })).toThrow(
      expect.objectContaining({ code: 'JOB_DEFINITION_INVALID' }),
    );
  });
});
