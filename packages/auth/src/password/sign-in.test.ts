import { describe, expect, it } from 'vitest';
import { MemoryAuditSinkForTests, MemoryUserStoreForTests } from '../testing/memory-stores.js';
import { hashPassword, parsePasswordHash } from './hash.js';
import { passwordSignIn } from './sign-in.js';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const PASSWORD = 'a long enough test passphrase';

async function setup(params = FAST) {
  const users = new MemoryUserStoreForTests();
  const audit = new MemoryAuditSinkForTests();
  const hash = await hashPassword(PASSWORD, params);
  users.add({
    userId: 'u1',
    organizationId: 'org-a',
    email: 'Ada@A.test',
    role: 'ORG_ADMIN',
    passwordHash: hash,
  });
  users.add({
    userId: 'u2',
    organizationId: 'org-a',
    email: 'sso@a.test',
    role: 'ORG_MEMBER',
    passwordHash: null,
  });
  users.add({
    userId: 'u3',
    organizationId: 'org-a',
    email: 'gone@a.test',
    role: 'READ_ONLY',
    passwordHash: hash,
    disabled: true,
  });
  return { users, audit, deps: { users, audit } };
}
const dev = { environment: 'development' as const, scrypt: FAST };

describe('passwordSignIn', () => {
  it('signs in with a case-insensitive email and audits the success', async () => {
    const { deps, audit } = await setup();
    const user = await passwordSignIn(
      { organizationId: 'org-a', email: ' ada@a.TEST ', password: PASSWORD },
      deps,
      dev,
    );
    expect(user).toEqual({
      userId: 'u1',
      organizationId: 'org-a',
      role: 'ORG_ADMIN',
      authMethod: 'password',
    });
    expect(audit.events).toMatchObject([{ type: 'sign_in.succeeded', userId: 'u1', email: 'ada@a.test' }]);
  });

  it('is refused in production unless explicitly enabled', async () => {
    const { deps, audit } = await setup();
    const input = { organizationId: 'org-a', email: 'ada@a.test', password: PASSWORD };
    await expect(passwordSignIn(input, deps, { ...dev, environment: 'production' })).rejects.toMatchObject({
      code: 'PASSWORD_SIGN_IN_DISABLED',
    });
    expect(audit.events[0]).toMatchObject({ type: 'sign_in.failed', reason: 'PASSWORD_SIGN_IN_DISABLED' });
    const enabled = { ...dev, environment: 'production' as const, allowPasswordSignInInProduction: true };
    await expect(passwordSignIn(input, deps, enabled)).resolves.toMatchObject({ userId: 'u1' });
  });

  it('fails uniformly for unknown user, wrong password, no password, disabled user and other organization', async () => {
    const { deps, audit } = await setup();
    const attempts = [
      { organizationId: 'org-a', email: 'nobody@a.test', password: PASSWORD },
      { organizationId: 'org-a', email: 'ada@a.test', password: 'wrong passphrase here' },
      { organizationId: 'org-a', email: 'sso@a.test', password: PASSWORD },
      { organizationId: 'org-a', email: 'gone@a.test', password: PASSWORD },
      { organizationId: 'org-b', email: 'ada@a.test', password: PASSWORD },
    ];
    const errors = await Promise.all(
      attempts.map((a) => passwordSignIn(a, deps, dev).catch((e: unknown) => e)),
    );
    for (const error of errors) {
      expect(error).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: '[ctp] [auth] invalid email or password',
        details: {},
      });
    }
    expect(audit.events.map((e) => e.reason).sort()).toEqual([
      'NO_PASSWORD',
      'UNKNOWN_USER',
      'UNKNOWN_USER',
      'USER_DISABLED',
      'WRONG_PASSWORD',
    ]);
    expect(JSON.stringify(audit.events)).not.toContain('passphrase');
  });

  it('spends the same hashing work on an unknown user as on a wrong password', async () => {
    const params = { N: 2 ** 14, r: 8, p: 1 };
    const { deps } = await setup(params);
    const options = { environment: 'test' as const, scrypt: params };
    const time = async (email: string) => {
      const start = performance.now();
      await passwordSignIn(
        { organizationId: 'org-a', email, password: 'wrong passphrase here' },
        deps,
        options,
      ).catch(() => {});
      return performance.now() - start;
    };
    await time('warm-up@a.test');
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time('nobody@a.test'));
      wrong.push(await time('ada@a.test'));
    }
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('rehashes on sign-in when the stored parameters are outdated', async () => {
    const { deps, users } = await setup();
    const stronger = { N: 2 ** 11, r: 8, p: 1 };
    await passwordSignIn({ organizationId: 'org-a', email: 'ada@a.test', password: PASSWORD }, deps, {
      environment: 'test',
      scrypt: stronger,
    });
    const stored = (await users.findByEmail('org-a', 'ada@a.test'))?.passwordHash ?? '';
    expect(parsePasswordHash(stored).params).toEqual(stronger);
  });
});

describe('passwordSignIn input', () => {
  it('fails uniformly on malformed input from a request body', async () => {
    const { deps, audit } = await setup();
    for (const input of [
      {},
      { organizationId: 'org-a', email: 42, password: PASSWORD },
      { organizationId: 'org-a', email: 'ada@a.test', password: 'x'.repeat(1025) },
    ]) {
      await expect(passwordSignIn(input as never, deps, dev)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    }
    expect(audit.events.map((e) => e.reason)).toEqual(['MALFORMED', 'MALFORMED', 'MALFORMED']);
  });
});
