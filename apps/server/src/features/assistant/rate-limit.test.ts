import { describe, expect, it } from 'vitest';
import { createInFlightLimiter } from './rate-limit.js';

const ada = { organizationId: 'o1', userId: 'u1', apiTokenId: null };
const bot = { organizationId: 'o1', userId: null, apiTokenId: 't1' };

describe('createInFlightLimiter', () => {
  it('allows a few questions per asker at once and frees a slot when one ends', () => {
    const limiter = createInFlightLimiter(2);
    const first = limiter.acquire(ada);
    const second = limiter.acquire(ada);
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(limiter.acquire(ada)).toBeUndefined();
    expect(limiter.acquire(bot)).toBeTypeOf('function'); // another asker is not affected
    first?.();
    first?.(); // releasing twice frees one slot only
    expect(limiter.acquire(ada)).toBeTypeOf('function');
    expect(limiter.acquire(ada)).toBeUndefined();
  });
});
