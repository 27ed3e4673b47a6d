import { z } from 'zod';
import { type Role, roleSchema } from '../roles.js';

/** Kinds of role mapping rules. `default` is the catch-all rule (priority 0, no match value). */
export const ROLE_MAPPING_KINDS = ['email_domain', 'group', 'attribute', 'default'] as const;

/** One of {@link ROLE_MAPPING_KINDS}. */
export type RoleMappingKind = (typeof ROLE_MAPPING_KINDS)[number];

/**
 * A rule giving a role to the users (or machine clients) whose claims match it.
 * - `email_domain`: `value` is `@example.com`; matches an `email` claim of that domain (case-insensitive)
 *   only when the provider asserts `email_verified: true` (a missing or other value proves nothing).
 * - `group`: `value` is a group name; matches when the group claim (default `groups`) contains it.
 * - `attribute`: `claim` is a dotted claim path (`department` or `org.unit`); matches when the claim
 *   equals `value` (or, for an array claim, contains it).
 * - `default`: no `value`, priority 0; applies when no other rule matches.
 */
export interface RoleMappingRule {
  /** Identifier of the stored rule, echoed in the evaluation result (for the audit entry). */
  id: string;
  kind: RoleMappingKind;
  /** The claim path of an `attribute` rule; `null` for the other kinds. */
  claim: string | null;
  /** What must match; `null` only for the `default` rule. */
  value: string | null;
  role: Role;
  /** Higher is evaluated first; equal priorities keep the given order. */
  priority: number;
}

const domain = /^@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const claimPath = /^[A-Za-z0-9_:-]+(?:\.[A-Za-z0-9_:-]+)*$/;

/** zod schema of a rule as an administrator writes it (without `id`); validates each kind's shape. */
export const roleMappingRuleSchema = z
  .strictObject({
    kind: z.enum(ROLE_MAPPING_KINDS),
    claim: z.string().regex(claimPath, 'a dotted claim path').max(200).nullable().default(null),
    value: z.string().trim().min(1).max(500).nullable().default(null),
    role: roleSchema,
    priority: z.int().min(0).max(1_000_000),
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.kind === 'default') {
      if (r.value !== null) issue('value', 'must be null for the default mapping');
      if (r.priority !== 0) issue('priority', 'must be 0 for the default mapping');
    } else if (r.value === null) issue('value', `required for kind ${r.kind}`);
    if ((r.kind === 'attribute') !== (r.claim !== null)) {
      issue('claim', 'required for kind attribute, and only for it');
    }
    if (r.kind === 'email_domain' && r.value !== null && !domain.test(r.value.toLowerCase())) {
      issue('value', 'an email domain with the leading @, e.g. @example.com');
    }
  });

/** A rule as written by an administrator (input of {@link roleMappingRuleSchema}). */
export type RoleMappingRuleInput = z.input<typeof roleMappingRuleSchema>;

/** Options of {@link evaluateRoleMapping}. */
export interface RoleMappingOptions {
  /** Name (or dotted path) of the claim holding the groups. Default `groups`. */
  groupClaim?: string;
}

/** The outcome of {@link evaluateRoleMapping}: the role and the rule that gave it. */
export interface RoleMappingResult {
  role: Role;
  rule: RoleMappingRule;
}

/** Reads a dotted claim path (`org.unit`); an exact top-level key wins (claims such as `https://x/roles`). */
export function claimAt(claims: Readonly<Record<string, unknown>>, path: string): unknown {
  if (Object.hasOwn(claims, path)) return claims[path];
  let current: unknown = claims;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function asStrings(value: unknown): string[] {
  const scalar = (v: unknown) =>
    typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.map(scalar).filter((v): v is string => v !== undefined);
}

function matches(rule: RoleMappingRule, claims: Readonly<Record<string, unknown>>, groupClaim: string) {
  if (rule.value === null) return false;
  switch (rule.kind) {
    case 'email_domain': {
      const email = claims.email;
      // Only an address the provider asserts it verified says anything about the domain: a missing
      // claim (or "true" as text) counts as unverified.
      if (typeof email !== 'string' || claims.email_verified !== true) return false;
      const at = email.lastIndexOf('@');
      return at > 0 && email.slice(at).toLowerCase() === rule.value.toLowerCase();
    }
    case 'group':
      return asStrings(claimAt(claims, groupClaim)).includes(rule.value);
    case 'attribute':
      return rule.claim !== null && asStrings(claimAt(claims, rule.claim)).includes(rule.value);
    default:
      return false;
  }
}

/**
 * Decides the role of a signed-in user from the ID token (or access token) claims: rules are
 * evaluated from the highest priority down, the first match wins, and the `default` rule applies when
 * nothing else matches. Returns `null` when no rule matches and there is no default: the caller must
 * refuse the sign-in. Pure: call it at every sign-in so a change at the provider takes effect.
 */
export function evaluateRoleMapping(
  claims: Readonly<Record<string, unknown>>,
  rules: readonly RoleMappingRule[],
  options: RoleMappingOptions = {},
): RoleMappingResult | null {
  const groupClaim = options.groupClaim ?? 'groups';
  const ordered = rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => b.rule.priority - a.rule.priority || a.index - b.index);
  for (const { rule } of ordered) {
    if (rule.kind !== 'default' && matches(rule, claims, groupClaim)) return { role: rule.role, rule };
  }
  const fallback = ordered.find(({ rule }) => rule.kind === 'default');
  return fallback === undefined ? null : { role: fallback.rule.role, rule: fallback.rule };
}
