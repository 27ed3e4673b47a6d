import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Decides which workspace packages the built `ctp` needs and which of their `dist/` builds are
 * missing or older than their sources. Synchronous on purpose: it runs before every `pnpm ctp`, and
 * a thousand `stat` calls take a few milliseconds.
 */

/** Written into `dist/` after a successful build; its mtime is the moment that build started. */
export const BUILD_STAMP = '.ctp-built';

/** Folders of the monorepo that hold workspace packages the server can depend on. */
const PACKAGE_FOLDERS = ['packages', 'plugins', 'apps'];

/** Files of a package, besides `src/`, whose change changes its build. */
const CONFIG_FILES = ['package.json', 'tsup.config.ts', 'tsconfig.json'];

/** Tests are not bundled, so editing one does not make a build stale. */
const NOT_AN_INPUT = /\.test\.tsx?$/;

/**
 * A workspace package: its name and its folder.
 * @typedef {{ readonly name: string; readonly dir: string }} WorkspacePackage
 */

/** @typedef {{ name?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> }} Manifest */

/** @param {string} dir @returns {Manifest} */
const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/**
 * Every workspace package under {@link PACKAGE_FOLDERS}, by name.
 * @param {string} root the monorepo's root folder
 * @returns {Map<string, string>} folder by package name
 */
export function workspacePackages(root) {
  /** @type {Map<string, string>} */
  const byName = new Map();
  for (const folder of PACKAGE_FOLDERS) {
    const parent = join(root, folder);
    if (!existsSync(parent)) continue;
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      const dir = join(parent, entry.name);
      if (!entry.isDirectory() || !existsSync(join(dir, 'package.json'))) continue;
      const name = readManifest(dir).name;
      if (name !== undefined) byName.set(name, dir);
    }
  }
  return byName;
}

/**
 * The package named `entry` and every workspace package it depends on (`workspace:` dependencies and
 * development dependencies, transitively: a development dependency such as a framework plugin can be
 * named in the server's configuration), dependencies first.
 * @param {string} root the monorepo's root folder
 * @param {string} entry name of the package whose closure is wanted
 * @returns {WorkspacePackage[]}
 */
export function workspaceClosure(root, entry) {
  const all = workspacePackages(root);
  /** @type {WorkspacePackage[]} */
  const ordered = [];
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} name */
  const visit = (name) => {
    const dir = all.get(name);
    if (dir === undefined || seen.has(name)) return;
    seen.add(name);
    const manifest = readManifest(dir);
    for (const [dep, spec] of Object.entries({ ...manifest.devDependencies, ...manifest.dependencies })) {
      if (spec.startsWith('workspace:')) visit(dep);
    }
    ordered.push({ name, dir });
  };
  visit(entry);
  return ordered;
}

/**
 * The newest modification time (ms) among a package's build inputs: `src/` (without tests) and its configuration.
 * @param {string} dir the package's folder
 * @returns {number}
 */
export function newestInput(dir) {
  let newest = 0;
  /** @param {string} file */
  const consider = (file) => {
    newest = Math.max(newest, statSync(file).mtimeMs);
  };
  for (const file of CONFIG_FILES) if (existsSync(join(dir, file))) consider(join(dir, file));
  const src = join(dir, 'src');
  if (!existsSync(src)) return newest;
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !NOT_AN_INPUT.test(entry.name)) consider(join(entry.parentPath, entry.name));
  }
  return newest;
}

/**
 * When the package's last build through this tool started (ms), or null when there is none.
 * @param {string} dir the package's folder
 * @returns {number | null}
 */
export function builtAt(dir) {
  const stamp = join(dir, 'dist', BUILD_STAMP);
  return existsSync(stamp) ? statSync(stamp).mtimeMs : null;
}

/**
 * Whether the package's `dist/` is missing or older than one of its inputs.
 * @param {string} dir the package's folder
 * @returns {boolean}
 */
export function isStale(dir) {
  const at = builtAt(dir);
  return at === null || newestInput(dir) > at;
}

/**
 * The packages of `entry`'s closure whose build is missing or stale, dependencies first.
 * @param {string} root the monorepo's root folder
 * @param {string} entry name of the package to run
 * @returns {WorkspacePackage[]}
 */
export function stalePackages(root, entry) {
  return workspaceClosure(root, entry).filter((pkg) => isStale(pkg.dir));
}
