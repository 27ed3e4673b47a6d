import { describe, expect, it } from 'vitest';
import { checkDependencyDirections } from './check-dependency-directions.js';
import { REPOSITORY_ROOT } from './repository-root.js';
import { formatViolations } from './violation.js';
import { readWorkspacePackages, type WorkspacePackage } from './workspace-packages.js';

describe('dependency directions of packages/* and plugins/*', () => {
  const packages = readWorkspacePackages(REPOSITORY_ROOT);

  it('reads every library with its sources', () => {
    const names = packages.map((p) => p.manifest.name);
    for (const name of ['@ctp/factors', '@ctp/engine', '@ctp/store', '@ctp/reporting', '@ctp/forecast']) {
      expect(names).toContain(name);
    }
    expect(names).toEqual(expect.arrayContaining(['@ctp/auth', '@ctp/assistant', '@ctp/algorithms-us']));
    expect(packages.every((p) => p.files.length > 0)).toBe(true);
    expect(packages.flatMap((p) => p.files).some((f) => f.path.endsWith('.test.ts'))).toBe(false);
  });

  it('has every package depend only downwards, declared, and inside its own directory', () => {
    expect(formatViolations(checkDependencyDirections(packages))).toBe('');
  });
});

/** A package held in memory: `files` maps a path inside the package to its text. */
function pkg(
  dir: string,
  name: string,
  files: Record<string, string>,
  dependencies: Record<string, string> = {},
): WorkspacePackage {
  return {
    dir,
    manifest: { name, dependencies },
    files: Object.entries(files).map(([path, text]) => ({ path: `${dir}/${path}`, text })),
  };
}

describe('checkDependencyDirections', () => {
  it('accepts imports the layering allows and the manifest declares', () => {
    const engine = pkg(
      'packages/engine',
      '@ctp/engine',
      { 'src/index.ts': "import { CtpError } from '@ctp/factors';\nexport * from './errors/index.js';" },
      { '@ctp/factors': 'workspace:*' },
    );
    const plugin = pkg(
      'plugins/algorithms-xx',
      '@ctp/algorithms-xx',
      { 'src/index.ts': "import type { CalculationAlgorithm } from '@ctp/engine';" },
      { '@ctp/engine': 'workspace:*' },
    );
    const auth = pkg('packages/auth', '@ctp/auth', { 'src/a.ts': "import('@ctp/auth/testing');" });
    expect(checkDependencyDirections([engine, plugin, auth])).toEqual([]);
  });

  it('reports a forbidden import with its file and line', () => {
    const forecast = pkg('packages/forecast', '@ctp/forecast', {
      'src/model.ts': "import { z } from 'zod';\n\nimport { Decimal } from '@ctp/factors';\n",
    });
    const violations = checkDependencyDirections([forecast]);
    expect(violations).toEqual([
      expect.objectContaining({ file: 'packages/forecast/src/model.ts', line: 3 }),
    ]);
    expect(formatViolations(violations)).toBe(
      'packages/forecast/src/model.ts:3 imports @ctp/factors; @ctp/forecast may import no @ctp package',
    );
  });

  it('reports an upward import even when the manifest declares it', () => {
    const engine = pkg(
      'packages/engine',
      '@ctp/engine',
      { 'src/x.ts': "export type { Database } from '@ctp/store';" },
      { '@ctp/store': 'workspace:*' },
    );
    const messages = checkDependencyDirections([engine]).map((v) => `${v.file}:${v.line} ${v.message}`);
    expect(messages).toEqual([
      'packages/engine/package.json:0 dependencies lists @ctp/store; @ctp/engine may depend on @ctp/factors',
      'packages/engine/src/x.ts:1 imports @ctp/store; @ctp/engine may import @ctp/factors',
    ]);
  });

  it('reports an allowed import the manifest does not declare', () => {
    const reporting = pkg('packages/reporting', '@ctp/reporting', {
      'src/a.ts': "import { Decimal } from '@ctp/factors';",
    });
    expect(checkDependencyDirections([reporting])).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining('does not declare') }),
    ]);
  });

  it('reports a relative import that leaves the package', () => {
    const store = pkg('packages/store', '@ctp/store', {
      'src/db/a.ts': "import '../../package.json';\nimport { x } from '../../../engine/src/x.js';",
    });
    expect(checkDependencyDirections([store])).toEqual([
      expect.objectContaining({ file: 'packages/store/src/db/a.ts', line: 2 }),
    ]);
  });

  it('ignores imports written in comments and strings', () => {
    const auth = pkg('packages/auth', '@ctp/auth', {
      'src/a.ts': "// import '@ctp/store';\nconst s = \"import { x } from '@ctp/store'\";\n",
    });
    expect(checkDependencyDirections([auth])).toEqual([]);
  });

  it('reports a package the layering does not know', () => {
    const web = pkg('packages/web-kit', '@ctp/web-kit', {});
    expect(checkDependencyDirections([web])).toEqual([
      expect.objectContaining({ message: expect.stringContaining('no rule in the layering') }),
    ]);
  });

  it('takes other rules, for another part of the repository', () => {
    const feature = pkg('features/reports', 'reports', { 'src/a.ts': "import '@ctp/store';" });
    expect(checkDependencyDirections([feature], { 'features/*': ['@ctp/store'] })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('does not declare') }),
    ]);
  });
});
