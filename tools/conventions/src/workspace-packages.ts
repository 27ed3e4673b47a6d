import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSourceFiles, type SourceFile } from './source-files.js';

/** The dependency fields of a package.json that the conventions read. */
export const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

/** What the conventions need of a package.json. */
export interface PackageManifest {
  readonly name: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

/** A workspace package with its manifest and the non-test source files of its `src/`. */
export interface WorkspacePackage {
  /** Directory relative to the repository root, such as `packages/engine`. */
  readonly dir: string;
  readonly manifest: PackageManifest;
  readonly files: readonly SourceFile[];
}

/** The library folders the conventions govern: every package of `packages/` and `plugins/`. */
export const LIBRARY_FOLDERS = ['packages', 'plugins'] as const;

/**
 * Reads every package under the given folders of `root` (a directory with a package.json), with
 * its manifest and the non-test `.ts`/`.tsx` files of its `src/`.
 */
export function readWorkspacePackages(
  root: string,
  folders: readonly string[] = LIBRARY_FOLDERS,
): WorkspacePackage[] {
  const packages: WorkspacePackage[] = [];
  for (const folder of folders) {
    const parent = join(root, folder);
    if (!existsSync(parent)) continue;
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      const manifestPath = join(parent, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifestPath)) continue;
      const src = join(parent, entry.name, 'src');
      packages.push({
        dir: `${folder}/${entry.name}`,
        manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageManifest,
        files: existsSync(src) ? readSourceFiles(root, src) : [],
      });
    }
  }
  return packages.sort((a, b) => a.dir.localeCompare(b.dir));
}
