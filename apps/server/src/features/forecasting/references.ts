import {
  getInitiative,
  getScenarioTemplate,
  listInitiatives,
  type OrganizationScope,
  type StoredInitiative,
  type StoredScenarioTemplate,
} from '@ctp/store';
import { ArchivedReferenceError } from './errors.js';
import type { Scope } from './history.js';

/** A stored template as @ctp/forecast takes it (its id is the stored id). */
export function templateOf(stored: StoredScenarioTemplate): Record<string, unknown> {
  return { ...stored.template, type: stored.type, id: stored.id, name: stored.name };
}

/** A stored initiative as @ctp/forecast takes it. */
export function initiativeOf(stored: StoredInitiative): Record<string, unknown> {
  return { ...stored.definition, id: stored.id, name: stored.name, status: stored.status };
}

/** Stored scenario templates by id, as @ctp/forecast templates. @throws NotFoundError, ArchivedReferenceError */
export async function storedTemplates(
  scope: OrganizationScope,
  ids: readonly string[],
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (const id of ids) {
    const stored = await getScenarioTemplate(scope, id);
    if (stored.archivedAt !== null) throw new ArchivedReferenceError('scenario template', id);
    out.push(templateOf(stored));
  }
  return out;
}

/**
 * Stored initiatives as @ctp/forecast initiatives: the ones named, or (`ids` undefined) every
 * active one of the organization. @throws NotFoundError, ArchivedReferenceError
 */
export async function storedInitiatives(
  scope: OrganizationScope,
  ids: readonly string[] | undefined,
): Promise<Record<string, unknown>[]> {
  if (ids !== undefined) {
    const out: Record<string, unknown>[] = [];
    for (const id of ids) {
      const stored = await getInitiative(scope, id);
      if (stored.archivedAt !== null) throw new ArchivedReferenceError('initiative', id);
      out.push(initiativeOf(stored));
    }
    return out;
  }
  const out: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const page = await listInitiatives(scope, { limit: 500, cursor });
    out.push(...page.items.map(initiativeOf));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return out;
}

/**
 * Splits initiatives into those acting on the forecast's scopes and the rest: an initiative on a
 * scope the history leaves out would cut emissions the projection does not contain.
 */
export function initiativesInScopes(
  initiatives: readonly Record<string, unknown>[],
  scopes: readonly Scope[],
): { applied: Record<string, unknown>[]; excluded: { id: unknown; scope: unknown }[] } {
  const applied = initiatives.filter((i) => scopes.includes(i.scope as Scope));
  const excluded = initiatives
    .filter((i) => !scopes.includes(i.scope as Scope))
    .map((i) => ({ id: i.id, scope: i.scope }));
  return { applied, excluded };
}
