import { describe, expect, it } from 'vitest';
import { parsePrefer } from './prefer.js';

describe('parsePrefer', () => {
  it('reads respond-async and wait, in any case, across joined headers', () => {
    expect(parsePrefer(undefined)).toEqual({ respondAsync: false, waitSeconds: null });
    expect(parsePrefer('respond-async')).toEqual({ respondAsync: true, waitSeconds: null });
    expect(parsePrefer('Respond-Async, wait=10')).toEqual({ respondAsync: true, waitSeconds: 10 });
    expect(parsePrefer('return=minimal, wait="5"; x=y, wait=9')).toEqual({
      respondAsync: false,
      waitSeconds: 5,
    });
  });

  it('ignores malformed values and unknown preferences', () => {
    expect(parsePrefer('wait=soon, handling=lenient')).toEqual({ respondAsync: false, waitSeconds: null });
    expect(parsePrefer('wait=-1')).toEqual({ respondAsync: false, waitSeconds: null });
  });
});
