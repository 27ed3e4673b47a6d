import { CtpError } from '@ctp/factors';
import { createApiToken, createUser, findApiToken, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testTargets(process.env.TEST_DATABASE_URL))('API tokens on $name', (target) => {
  let f: TenantFixture;
  beforeAll(async () => {
    f = await openTenantFixture(target);
  }, 60_000);
  afterAll(async () => {
    await f?.h.close();
  });

  /** A fresh ORG_ADMIN (not Ada, whom other tests need) with a token of their own. */
  async function adminWithToken(email: string) {
    const db = f.h.runtime.database.db;
    const user = await withOrganization(db, f.orgId, (scope) =>
      createUser(scope, { email, name: email, role: 'ORG_ADMIN' }),
    );
    return { id: user.id, token: await f.tokenFor(f.orgId, 'ORG_ADMIN', user.id) };
  }

  const mint = (token: string, role: string) =>
    f.send('POST', '/api/tokens', { name: `minted ${role}`, role }, bearer(token));

  it('demotes the tokens of a demoted administrator, those they minted included (issue 19, defect 4)', async () => {
    const bea = await adminWithToken('bea@example.com');
    const minted = await mint(bea.token, 'ORG_ADMIN');
    expect(minted.res.status).toBe(201);
    // The minted token acts for Bea, not for nobody: minting never sheds the creator.
    expect(minted.body.createdBy).toBe(bea.id);
    const child = minted.body.token as string;
    expect((await f.call('/api/tokens', { headers: bearer(child) })).res.status).toBe(200);

    const demoted = await f.send('PATCH', `/api/users/${bea.id}`, { role: 'READ_ONLY' }, f.as('ORG_ADMIN'));
    expect(demoted.res.status).toBe(200);

    for (const token of [bea.token, child]) {
      // READ_ONLY now: reading is allowed, administering and minting are not.
      expect((await f.call('/api/facilities', { headers: bearer(token) })).res.status).toBe(200);
      expect((await f.call('/api/tokens', { headers: bearer(token) })).res.status).toBe(403);
      expect((await mint(token, 'ORG_ADMIN')).res.status).toBe(403);
      expect((await mint(token, 'READ_ONLY')).res.status).toBe(403);
    }

    // Promoted again, the tokens regain (at most) their own role.
    await f.send('PATCH', `/api/users/${bea.id}`, { role: 'ORG_ADMIN' }, f.as('ORG_ADMIN'));
    expect((await f.call('/api/tokens', { headers: bearer(child) })).res.status).toBe(200);
  });

  it('disables the tokens of a deactivated user, those they minted included', async () => {
    const cid = await adminWithToken('cid@example.com');
    const minted = await mint(cid.token, 'ORG_MEMBER');
    expect(minted.res.status).toBe(201);
    const child = minted.body.token as string;

    const off = await f.send('PATCH', `/api/users/${cid.id}`, { active: false }, f.as('ORG_ADMIN'));
    expect(off.res.status).toBe(200);
    for (const token of [cid.token, child]) {
      const refused = await f.call('/api/facilities', { headers: bearer(token) });
      expect(refused.res.status).toBe(401);
    }
  });

  it('refuses to mint from a token no person stands behind (set up by an operator)', async () => {
    const operatorToken = await f.tokenFor(f.orgId, 'ORG_ADMIN', null);
    const refused = await mint(operatorToken, 'ORG_ADMIN');
    expect(refused.res.status).toBe(403);
    expect(refused.body.code).toBe('PERSON_REQUIRED');
  });

  it('has the database refuse a token above its creator, or of a disabled creator', async () => {
    const db = f.h.runtime.database.db;
    const dan = await withOrganization(db, f.orgId, (scope) =>
      createUser(scope, { email: 'dan@example.com', name: 'Dan', role: 'ORG_MEMBER' }),
    );
    const insert = (role: 'ORG_ADMIN' | 'ORG_MEMBER') =>
      withOrganization(db, f.orgId, (scope) =>
        createApiToken(scope, {
          tokenHash: `hash-of-a-token-${role}-${Math.random()}`,
          lastFour: 'abcd',
          role,
          name: 'direct',
          createdBy: dan.id,
        }),
      );
    await expect(insert('ORG_ADMIN')).rejects.toSatisfy(
      (e) => e instanceof CtpError && e.code === 'STORE_INVALID_INPUT',
    );
    const ok = await insert('ORG_MEMBER');
    expect(await withOrganization(db, f.orgId, (scope) => findApiToken(scope, ok.id))).toMatchObject({
      createdBy: dan.id,
    });
  });
});
