import { compileFormula } from '@ctp/engine';
import { InvalidFrameworkError } from '../errors.js';
import {
  type EmissionQuery,
  type FrameworkDefinition,
  type FrameworkSchema,
  FrameworkSchemaSchema,
} from './schema.js';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * Scope 2 results come in pairs (location- and market-based, one per method, for the same energy),
 * so a sum that can include Scope 2 must name the method, or it would count the energy twice.
 */
function doubleCounts(q: EmissionQuery, groupBy?: string): boolean {
  return (
    (q.scope === undefined || q.scope === 2) && q.scope2Method === undefined && groupBy !== 'scope2Method'
  );
}

function mappingIssues(framework: FrameworkSchema, formulas: boolean): string[] {
  const issues: string[] = [];
  for (const disclosure of framework.disclosures) {
    for (const value of disclosure.values) {
      const m = value.mapping;
      const at = `${disclosure.id}/${value.key}`;
      if (m.source === 'emissions' && doubleCounts(m.query, m.groupBy))
        issues.push(`${at}: a query that can include Scope 2 must set scope2Method`);
      if (m.source !== 'computed' || !formulas) continue;
      for (const [name, q] of Object.entries(m.variables))
        if (doubleCounts(q))
          issues.push(`${at}: variable ${name} can include Scope 2 and must set scope2Method`);
      try {
        const compiled = compileFormula(m.formula);
        const known = new Set(Object.keys(m.variables).map((name) => `attr_${name}`));
        if (m.usesRevenue === true) known.add('attr_netRevenue');
        for (const name of compiled.variables) {
          if (!known.has(name)) issues.push(`${at}: formula reads undeclared ${name}`);
        }
      } catch (error) {
        issues.push(`${at}: ${(error as Error).message}`);
      }
    }
  }
  return issues;
}

/**
 * Frameworks this module validated and froze: handing one back to {@link defineFramework} (the
 * registry does, for every framework it registers) returns it as it is instead of validating it
 * again. Frozen, so it cannot have changed since.
 */
const validated = new WeakSet<object>();

/**
 * Validates `definition` and returns it frozen: every check of {@link defineFramework}, the formula
 * check (which compiles each computed formula, and so loads the engine's formula parser) only when
 * `formulas`.
 * @throws InvalidFrameworkError listing every problem.
 */
export function checkFramework(
  definition: FrameworkDefinition,
  options: { formulas: boolean },
): FrameworkSchema {
  const label = `${String(definition?.code)}@${String(definition?.version)}`;
  const parsed = FrameworkSchemaSchema.safeParse(definition);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new InvalidFrameworkError(label, issues, { cause: parsed.error });
  }
  const framework = parsed.data;
  const issues: string[] = [];
  const ids = new Set<string>();
  for (const d of framework.disclosures) {
    if (ids.has(d.id)) issues.push(`duplicate disclosure id ${d.id}`);
    ids.add(d.id);
    const keys = new Set<string>();
    for (const v of d.values) {
      if (keys.has(v.key)) issues.push(`${d.id}: duplicate value key ${v.key}`);
      keys.add(v.key);
    }
  }
  issues.push(...mappingIssues(framework, options.formulas));
  if (issues.length > 0) throw new InvalidFrameworkError(label, issues);
  const frozen = deepFreeze(framework);
  validated.add(frozen);
  return frozen;
}

/**
 * Validates a framework definition and returns it frozen. Checks the fields, that disclosure ids
 * and value keys are unique, that no sum can add Scope 2 location- and market-based together,
 * and that every computed formula compiles in the engine's sandboxed
 * formula language and reads only the variables it declares (`attr_<name>`). A framework this
 * function (or the package's built-in list) already returned is returned as it is.
 *
 * @example
 * const sec = defineFramework({ code: 'sec', version: '2024', name: 'SEC climate rule',
 *   disclosures: [{ id: '1505(a)', title: 'Scope 1', description: '…', section: 'GHG', required: true,
 *     values: [{ key: 'scope1', label: 'Scope 1', mapping: { source: 'emissions', query: { scope: 1 } } }] }] });
 * @throws InvalidFrameworkError listing every problem.
 */
export function defineFramework(definition: FrameworkDefinition): FrameworkSchema {
  if (typeof definition === 'object' && definition !== null && validated.has(definition)) {
    return definition as FrameworkSchema;
  }
  return checkFramework(definition, { formulas: true });
}

/**
 * A framework shipped with this package: {@link defineFramework} without compiling the formulas,
 * so that importing the package (every server start) does not load the formula parser (mathjs).
 * The built-in definitions are constants of this package: `builtins.test.ts` runs the complete
 * check, formulas included, on every one of them; a report compiles each formula when it uses it.
 */
export function defineBuiltInFramework(definition: FrameworkDefinition): FrameworkSchema {
  return checkFramework(definition, { formulas: false });
}
