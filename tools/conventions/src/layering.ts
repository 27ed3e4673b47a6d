/**
 * Which `@ctp` packages a library may import: the "Layers and dependency directions" of
 * docs/architecture.md as data. A key is a package name, or a folder glob such as `plugins/*` for
 * every package in that folder. A package may always import itself (for example its `/testing` entry).
 */
export type LayeringRules = Readonly<Record<string, readonly string[]>>;

/** The layering of the libraries in `packages/` and `plugins/`. */
export const LIBRARY_LAYERING: LayeringRules = {
  '@ctp/factors': [],
  '@ctp/engine': ['@ctp/factors'],
  '@ctp/store': ['@ctp/engine', '@ctp/factors'],
  '@ctp/reporting': ['@ctp/engine', '@ctp/factors'],
  '@ctp/forecast': [],
  '@ctp/auth': [],
  '@ctp/assistant': [],
  'plugins/*': ['@ctp/engine', '@ctp/factors'],
  // A framework pack is data for @ctp/reporting ("plugins/*: regional algorithm packs, framework packs").
  '@ctp/framework-sec': ['@ctp/reporting'],
};

/** The scope whose packages the layering governs; imports of other packages are not its concern. */
export const GOVERNED_SCOPE = '@ctp/';

/**
 * The `@ctp` packages `name` (in directory `dir`) may import, or null when no rule names it (an
 * unknown package is itself a violation: every library must have its place in the layering).
 */
export function allowedImports(rules: LayeringRules, name: string, dir: string): readonly string[] | null {
  const own = rules[name];
  if (own !== undefined) return own;
  const folder = dir.split('/').slice(0, -1).join('/');
  return rules[`${folder}/*`] ?? null;
}
