import { describe, expect, it } from 'vitest';
import { createLogger, memoryDestination } from './index.js';

describe('createLogger', () => {
  it('writes JSON lines with the level label and an ISO time', () => {
    const out = memoryDestination();
    createLogger({ destination: out }).info({ a: 1 }, 'hello');
    expect(out.lines[0]).toMatchObject({ level: 'info', msg: 'hello', a: 1, service: 'ctp' });
    expect(String(out.lines[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('redacts credentials wherever they appear', () => {
    const out = memoryDestination();
    const log = createLogger({ destination: out });
    log.info({
      req: { headers: { authorization: 'Bearer tok-1', cookie: 'sid=tok-2', 'x-api-key': 'tok-3' } },
      password: 'tok-4',
      user: { email: 'a@example.org', password: 'tok-5' },
      body: { auth: { clientSecret: 'tok-6' } },
      token: 'tok-7',
      'set-cookie': 'sid=tok-8',
    });
    const text = JSON.stringify(out.lines);
    for (let i = 1; i <= 8; i++) expect(text).not.toContain(`tok-${i}`);
    expect(text).toContain('a@example.org');
  });

  it('is silent at level silent', () => {
    const out = memoryDestination();
    createLogger({ destination: out, level: 'silent' }).error('nope');
    expect(out.lines).toEqual([]);
  });
});
