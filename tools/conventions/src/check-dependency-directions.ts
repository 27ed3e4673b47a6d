import { posix } from 'node:path';
import { importSpecifiers, packageOfSpecifier } from './import-specifiers.js';
import { allowedImports, GOVERNED_SCOPE, type LayeringRules, LIBRARY_LAYERING } from './layering.js';
import type { Violation } from './violation.js';
import { DEPENDENCY_FIELDS, type WorkspacePackage } from './workspace-packages.js';

/**
 * Checks that libraries depend only downwards, as `rules` allow:
 * - a package.json declares (in any dependency field) only `@ctp` packages its rule allows;
 * - a source file imports only `@ctp` packages its rule allows, and only ones its package.json
 *   declares as a dependency (a peer or optional one counts);
 * - a relative import never leaves the package's own directory (`../../other-package/src/…`).
 * A package with no rule is itself a violation. Returns every violation, none when all is well.
 */
export function checkDependencyDirections(
  packages: readonly WorkspacePackage[],
  rules: LayeringRules = LIBRARY_LAYERING,
): Violation[] {
  return packages.flatMap((pkg) => checkPackage(pkg, rules));
}

function checkPackage(pkg: WorkspacePackage, rules: LayeringRules): Violation[] {
  const { name } = pkg.manifest;
  const manifestFile = `${pkg.dir}/package.json`;
  const allowed = allowedImports(rules, name, pkg.dir);
  if (allowed === null) {
    return [{ file: manifestFile, line: 0, message: `${name} has no rule in the layering; give it one` }];
  }
  const isAllowed = (other: string) => other === name || allowed.includes(other);
  const rule = allowed.length === 0 ? 'no @ctp package' : allowed.join(', ');
  const violations: Violation[] = [];

  for (const field of DEPENDENCY_FIELDS) {
    for (const dependency of Object.keys(pkg.manifest[field] ?? {})) {
      if (dependency.startsWith(GOVERNED_SCOPE) && !isAllowed(dependency)) {
        const message = `${field} lists ${dependency}; ${name} may depend on ${rule}`;
        violations.push({ file: manifestFile, line: 0, message });
      }
    }
  }

  const declared = new Set(
    ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(pkg.manifest[field as 'dependencies'] ?? {}),
    ),
  );
  for (const file of pkg.files) {
    for (const { specifier, line } of importSpecifiers(file.text)) {
      const other = packageOfSpecifier(specifier);
      if (other === null) {
        const target = posix.normalize(posix.join(posix.dirname(file.path), specifier));
        if (!target.startsWith(`${pkg.dir}/`)) {
          const message = `imports '${specifier}', outside ${pkg.dir}; import another package by its name`;
          violations.push({ file: file.path, line, message });
        }
      } else if (other.startsWith(GOVERNED_SCOPE) && other !== name) {
        if (!isAllowed(other)) {
          const message = `imports ${specifier}; ${name} may import ${rule}`;
          violations.push({ file: file.path, line, message });
        } else if (!declared.has(other)) {
          const message = `imports ${specifier}, which ${manifestFile} does not declare as a dependency`;
          violations.push({ file: file.path, line, message });
        }
      }
    }
  }
  return violations;
}
