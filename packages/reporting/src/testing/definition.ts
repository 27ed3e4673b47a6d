import canonicalize from 'canonicalize';
import { InvalidFrameworkError } from '../errors.js';
import { defineFramework } from '../framework/define.js';
import { frameworkRecord } from '../framework/registry.js';
import type { FrameworkDefinition, FrameworkSchema } from '../framework/schema.js';
import type { FrameworkUnderTest } from './types.js';

/** The paths below `value` (an object or array) that are not frozen. */
function unfrozen(value: unknown, path: string, found: string[]): string[] {
  if (value === null || typeof value !== 'object') return found;
  if (!Object.isFrozen(value)) found.push(path || '(root)');
  for (const [key, child] of Object.entries(value)) unfrozen(child, path ? `${path}.${key}` : key, found);
  return found;
}

/** `defineFramework(definition)`, or the issues it refuses the definition with. */
export function validated(definition: FrameworkUnderTest): { framework?: FrameworkSchema; issues: string[] } {
  try {
    return { framework: defineFramework(definition as FrameworkDefinition), issues: [] };
  } catch (error) {
    if (error instanceof InvalidFrameworkError) return { issues: [...error.issues] };
    return { issues: [`defineFramework threw ${(error as Error).name}: ${(error as Error).message}`] };
  }
}

/**
 * The definition validates with `defineFramework`, is deeply frozen (export what `defineFramework`
 * returned, not the plain object), and survives storage: its stored record read back through
 * `defineFramework` is the same definition (the server keeps frameworks in its catalogue as JSON).
 */
export function checkFrameworkDefinition(definition: FrameworkUnderTest): string[] {
  const { framework, issues } = validated(definition);
  if (framework === undefined) return issues.map((i) => `invalid definition: ${i}`);
  const problems: string[] = [];
  const thawed = unfrozen(definition, '', []);
  if (thawed.length > 0)
    problems.push(
      `not frozen at ${thawed.slice(0, 3).join(', ')}${thawed.length > 3 ? '…' : ''}: export the result of defineFramework`,
    );
  const stored = validated(frameworkRecord(framework).definition).framework;
  if (stored === undefined || canonicalize(stored) !== canonicalize(framework))
    problems.push('the stored record does not read back as the same definition');
  return problems;
}

/** Characters that would make `code@version/id` ambiguous, or a disclosure id hard to write in a template. */
const UNSAFE_ID = /[\s/@]/;

/**
 * Disclosure ids are unique within the framework and addressable as `code@version/id` (the
 * framework code is their namespace; an id holds no whitespace, `/` or `@`); value keys are
 * unique within their disclosure; no disclosure id is also a narrative key of another disclosure
 * (template texts are looked up by either).
 */
export function checkDisclosureIds(definition: FrameworkUnderTest): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const narrativeKeys = new Map<string, string>();
  for (const d of definition.disclosures) {
    ids.set(d.id, (ids.get(d.id) ?? 0) + 1);
    if (d.id.trim() === '' || UNSAFE_ID.test(d.id))
      problems.push(`disclosure id "${d.id}" is not addressable as ${definition.code}@version/id`);
    const keys = new Set<string>();
    for (const v of d.values) {
      if (keys.has(v.key)) problems.push(`${d.id}: value key ${v.key} is used twice`);
      keys.add(v.key);
      if (v.mapping.source === 'narrative') narrativeKeys.set(v.mapping.key, d.id);
    }
  }
  for (const [id, count] of ids) if (count > 1) problems.push(`disclosure id ${id} is used ${count} times`);
  for (const [key, owner] of narrativeKeys)
    if (ids.has(key) && key !== owner)
      problems.push(`narrative key ${key} of ${owner} is also the id of another disclosure`);
  return problems;
}
