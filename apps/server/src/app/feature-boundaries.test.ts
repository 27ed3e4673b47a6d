import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's layout rules (docs/architecture.md, "The server"), checked on the source itself:
 * - outside a feature, only its `index.ts` may be imported (its internals are its own business);
 * - the kernel (`src/http`, `src/wiring`) imports no feature and not the composition root (`src/app`);
 * - a feature's code takes nothing from `src/wiring` but types (the runtime it is handed);
 * - a feature's route files open no transaction and write no audit entry: that is its service's job.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Import {
  file: string;
  line: number;
  specifier: string;
  target: string | null;
  typeOnly: boolean;
  names: string[];
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (entry.name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** Every import and re-export of a file, with whether it brings in types only. */
export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const spec = statement.moduleSpecifier;
    if (spec === undefined || !ts.isStringLiteral(spec)) continue;
    let typeOnly = false;
    let names: string[] = [];
    if (isImport) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const elements = named !== undefined && ts.isNamedImports(named) ? named.elements : undefined;
      names = elements?.map((e) => (e.propertyName ?? e.name).text) ?? [];
      typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined && elements !== undefined && elements.every((e) => e.isTypeOnly)));
    } else {
      typeOnly = statement.isTypeOnly;
    }
    const specifier = spec.text;
    const target = specifier.startsWith('.')
      ? resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))
      : null;
    const { line } = source.getLineAndCharacterOfPosition(statement.getStart(source));
    found.push({ file, line: line + 1, specifier, target, typeOnly, names });
  }
  return found;
}

const area = (path: string): { kind: string; feature?: string } => {
  const parts = relative(SRC, path).split(sep);
  if (parts[0] === 'features') return { kind: 'features', feature: parts[1] as string };
  return { kind: parts[0] ?? '' };
};
const isTest = (path: string) => /\.test\.ts$/.test(path);
const isRouteFile = (path: string) => /(^|[-/])routes?\.ts$/.test(path) || /-routes?\.ts$/.test(path);
const where = (i: Import) => `${relative(SRC, i.file)}:${i.line} imports ${i.specifier}`;

/** The broken rules among `imports`, one line each. */
export function boundaryViolations(imports: Import[]): string[] {
  const problems: string[] = [];
  for (const i of imports) {
    const from = area(i.file);
    if (i.target !== null) {
      const to = area(i.target);
      const crossesFeature =
        to.kind === 'features' && (from.kind !== 'features' || from.feature !== to.feature);
      if (crossesFeature && i.target !== join(SRC, 'features', to.feature as string, 'index.ts'))
        problems.push(`${where(i)}: use the feature's index.ts, not its internals`);
      if ((from.kind === 'http' || from.kind === 'wiring') && (to.kind === 'features' || to.kind === 'app'))
        problems.push(`${where(i)}: the kernel imports no feature and not the composition root`);
      if (from.kind === 'features' && !isTest(i.file) && to.kind === 'wiring' && !i.typeOnly)
        problems.push(`${where(i)}: a feature takes only types from wiring (the runtime it is handed)`);
    }
    if (
      from.kind === 'features' &&
      isRouteFile(i.file) &&
      ((i.specifier === '@ctp/store' &&
        i.names.some((n) => ['withOrganization', 'withSystem', 'appendAudit'].includes(n))) ||
        i.specifier.endsWith('/http/audited-change.js'))
    )
      problems.push(
        `${where(i)}: routes call the feature's service; transactions and audit entries are its job`,
      );
  }
  return problems;
}

describe('the server layout', () => {
  it('keeps features apart, the kernel below them, and transactions in services', () => {
    const imports = sourceFiles(SRC).flatMap((f) => importsOf(f, readFileSync(f, 'utf8')));
    expect(imports.length).toBeGreaterThan(500);
    expect(boundaryViolations(imports)).toEqual([]);
  });

  it('reports each kind of violation (so the check above can fail)', () => {
    const file = (p: string) => join(SRC, p);
    const text = [
      "import { runView } from '../calculations/schemas.js';",
      "import { createDefaultRegistry } from '../../wiring/default-registry.js';",
      "import type { Runtime } from '../../wiring/runtime.js';",
      "import { withOrganization } from '@ctp/store';",
      "import { auditedChange } from '../../http/audited-change.js';",
    ].join('\n');
    const fromRoutes = boundaryViolations(importsOf(file('features/results/routes.ts'), text));
    expect(fromRoutes).toHaveLength(4);
    expect(fromRoutes.join('\n')).toMatch(/index\.ts[\s\S]*only types[\s\S]*service/);
    const kernel = boundaryViolations(
      importsOf(
        file('http/paging.ts'),
        "import { facilitiesRoutes } from '../features/facilities/index.js';",
      ),
    );
    expect(kernel).toEqual([
      'http/paging.ts:1 imports ../features/facilities/index.js: the kernel imports no feature and not the composition root',
    ]);
  });
});
