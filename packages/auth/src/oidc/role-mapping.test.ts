import { describe, expect, it } from 'vitest';
import { claimAt, evaluateRoleMapping, type RoleMappingRule, roleMappingRuleSchema } from './role-mapping.js';

const rule = (
  r: Partial<RoleMappingRule> & Pick<RoleMappingRule, 'kind' | 'role' | 'priority'>,
): RoleMappingRule => ({
  id: `${r.kind}-${r.priority}-${r.value ?? ''}`,
  claim: null,
  value: null,
  ...r,
});

const rules: RoleMappingRule[] = [
  rule({ kind: 'default', role: 'READ_ONLY', priority: 0 }),
  rule({ kind: 'email_domain', value: '@acme.example', role: 'ORG_MEMBER', priority: 10 }),
  rule({ kind: 'group', value: 'ctp-admins', role: 'ORG_ADMIN', priority: 100 }),
  rule({ kind: 'attribute', claim: 'org.unit', value: 'sustainability', role: 'ORG_ADMIN', priority: 50 }),
];

describe('evaluateRoleMapping', () => {
  it('takes the highest priority rule that matches', () => {
    const claims = { email: 'ada@acme.example', groups: ['ctp-admins'] };
    expect(evaluateRoleMapping(claims, rules)?.rule.kind).toBe('group');
    expect(evaluateRoleMapping(claims, rules)?.role).toBe('ORG_ADMIN');
  });

  it('falls through to lower priorities, then to the default mapping', () => {
    expect(
      evaluateRoleMapping({ email: 'ada@acme.example', email_verified: true, groups: ['other'] }, rules)
        ?.role,
    ).toBe('ORG_MEMBER');
    expect(evaluateRoleMapping({ email: 'eve@elsewhere.example' }, rules)?.role).toBe('READ_ONLY');
    expect(evaluateRoleMapping({ email: 'eve@elsewhere.example' }, rules)?.rule.kind).toBe('default');
  });

  it('returns null when nothing matches and there is no default', () => {
    expect(evaluateRoleMapping({ email: 'eve@elsewhere.example' }, rules.slice(1))).toBeNull();
  });

  it('matches the email domain exactly and case-insensitively, never a suffix or an unverified address', () => {
    const only = [rule({ kind: 'email_domain', value: '@acme.example', role: 'ORG_MEMBER', priority: 1 })];
    const verified = (email: string) => evaluateRoleMapping({ email, email_verified: true }, only);
    expect(verified('Ada@ACME.example')?.role).toBe('ORG_MEMBER');
    expect(verified('ada@evil-acme.example')).toBeNull();
    expect(verified('ada@sub.acme.example')).toBeNull();
    expect(verified('ada@acme.example.evil')).toBeNull();
    expect(evaluateRoleMapping({ email: 'ada@acme.example', email_verified: false }, only)).toBeNull();
  });

  it('maps an email domain only when the provider asserts email_verified: true (issue 19)', () => {
    const only = [rule({ kind: 'email_domain', value: '@acme.example', role: 'ORG_ADMIN', priority: 1 })];
    // A missing claim used to count as verified: any provider account claiming the address got the role.
    expect(evaluateRoleMapping({ email: 'ada@acme.example' }, only)).toBeNull();
    for (const notTrue of ['true', 1, null, {}, [true]]) {
      expect(evaluateRoleMapping({ email: 'ada@acme.example', email_verified: notTrue }, only)).toBeNull();
    }
    expect(evaluateRoleMapping({ email: 'ada@acme.example', email_verified: true }, only)?.role).toBe(
      'ORG_ADMIN',
    );
  });

  it('reads groups from a configurable claim, as an array or a single string', () => {
    const only = [rule({ kind: 'group', value: 'finance', role: 'ORG_MEMBER', priority: 1 })];
    expect(evaluateRoleMapping({ roles: ['finance'] }, only, { groupClaim: 'roles' })?.role).toBe(
      'ORG_MEMBER',
    );
    expect(evaluateRoleMapping({ groups: ['finance'] }, only, { groupClaim: 'roles' })).toBeNull();
    expect(evaluateRoleMapping({ groups: 'finance' }, only)?.role).toBe('ORG_MEMBER');
    expect(
      evaluateRoleMapping({ realm_access: { roles: ['finance'] } }, only, {
        groupClaim: 'realm_access.roles',
      })?.role,
    ).toBe('ORG_MEMBER');
  });

  it('matches attributes by dotted path with the expected value', () => {
    const only = rules.filter((r) => r.kind === 'attribute');
    expect(evaluateRoleMapping({ org: { unit: 'sustainability' } }, only)?.role).toBe('ORG_ADMIN');
    expect(evaluateRoleMapping({ org: { unit: 'finance' } }, only)).toBeNull();
    expect(evaluateRoleMapping({ 'org.unit': 'sustainability' }, only)?.role).toBe('ORG_ADMIN');
    expect(evaluateRoleMapping({ org: 'sustainability' }, only)).toBeNull();
  });

  it('keeps the given order between equal priorities', () => {
    const tie = [
      rule({ kind: 'group', value: 'a', role: 'READ_ONLY', priority: 5 }),
      rule({ kind: 'group', value: 'b', role: 'ORG_ADMIN', priority: 5 }),
    ];
    expect(evaluateRoleMapping({ groups: ['b', 'a'] }, tie)?.role).toBe('READ_ONLY');
  });

  it('never lets inherited properties match (prototype keys are not claims)', () => {
    expect(claimAt({}, 'constructor')).toBeUndefined();
    expect(claimAt({ a: {} }, 'a.toString')).toBeUndefined();
  });
});

describe('roleMappingRuleSchema', () => {
  it('accepts each kind in its shape', () => {
    for (const input of [
      { kind: 'default', role: 'READ_ONLY', priority: 0 },
      { kind: 'email_domain', value: '@acme.example', role: 'ORG_MEMBER', priority: 10 },
      { kind: 'group', value: 'ctp-admins', role: 'ORG_ADMIN', priority: 100 },
      { kind: 'attribute', claim: 'department', value: 'finance', role: 'ORG_MEMBER', priority: 20 },
    ]) {
      expect(roleMappingRuleSchema.safeParse(input).success, JSON.stringify(input)).toBe(true);
    }
  });

  it('refuses malformed rules', () => {
    for (const input of [
      { kind: 'default', value: 'x', role: 'READ_ONLY', priority: 0 },
      { kind: 'default', role: 'READ_ONLY', priority: 3 },
      { kind: 'group', role: 'ORG_ADMIN', priority: 1 },
      { kind: 'email_domain', value: 'acme.example', role: 'ORG_MEMBER', priority: 1 },
      { kind: 'attribute', value: 'finance', role: 'ORG_MEMBER', priority: 1 },
      { kind: 'group', claim: 'x', value: 'g', role: 'ORG_MEMBER', priority: 1 },
      { kind: 'group', value: 'g', role: 'SUPER_ADMIN', priority: 1 },
    ]) {
      expect(roleMappingRuleSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});
