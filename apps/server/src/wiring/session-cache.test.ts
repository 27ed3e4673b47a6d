import type { SessionRecord } from '@ctp/auth';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

const at = new Date('2026-11-27T12:00:00Z');
const record = (idHash: string, userId = 'u1'): SessionRecord => ({
  idHash,
  userId,
  organizationId: 'o1',
  role: 'ORG_MEMBER',
  authMethod: 'password',
  createdAt: at,
  lastSeenAt: at,
  idleExpiresAt: new Date(at.getTime() + 3_600_000),
  absoluteExpiresAt: new Date(at.getTime() + 7_200_000),
});

describe('session cache', () => {
  it('answers a filled session until its time is up, then reads again', () => {
    let now = 0;
    const cache = new SessionCache({ ttlMs: 1_000, now: () => now });
    cache.fill('a', record('a'), cache.epoch);
    now = 999;
    expect(cache.get('a')?.userId).toBe('u1');
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('remembers nothing when off (PostgreSQL: other processes revoke sessions too)', () => {
    const cache = new SessionCache({ ttlMs: 0 });
    cache.fill('a', record('a'), cache.epoch);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a session, and a user’s every session, at once', () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    cache.fill('a', record('a', 'u1'), cache.epoch);
    cache.fill('b', record('b', 'u1'), cache.epoch);
    cache.fill('c', record('c', 'u2'), cache.epoch);
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.userId).toBe('u2');
  });

  it('does not store a row read before an eviction (it may be the row just deleted)', () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const epoch = cache.epoch;
    cache.forgetUser('u1');
    cache.fill('a', record('a'), epoch);
    expect(cache.get('a')).toBeUndefined();
    cache.fill('a', record('a'), cache.epoch);
    expect(cache.get('a')).toBeDefined();
  });

  it('keeps a renewed idle deadline, and drops the oldest entry beyond its bound', () => {
    const cache = new SessionCache({ ttlMs: 60_000, max: 2 });
    cache.fill('a', record('a'), cache.epoch);
    const later = new Date(at.getTime() + 60_000);
    const idle = new Date(later.getTime() + 3_600_000);
    cache.touched('a', { lastSeenAt: later, idleExpiresAt: idle });
    expect(cache.get('a')).toMatchObject({ lastSeenAt: later, idleExpiresAt: idle });
    cache.fill('b', record('b'), cache.epoch);
    cache.fill('c', record('c'), cache.epoch);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });
});
