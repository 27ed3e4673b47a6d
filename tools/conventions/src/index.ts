/**
 * @ctp/conventions: the checks behind the convention tests of this repository (error shape,
 * dependency directions), exported so that further rules (such as the server's features) can reuse them.
 *
 * @packageDocumentation
 */

export { checkDependencyDirections } from './check-dependency-directions.js';
export { BUILT_IN_ERRORS, type ErrorBaseClass, findErrorBaseClasses } from './error-base-classes.js';
export { ERROR_CODE_PATTERN, type ExpectedErrorShape, errorShapeProblems } from './error-shape.js';
export { type ImportSpecifier, importSpecifiers, packageOfSpecifier } from './import-specifiers.js';
export { allowedImports, GOVERNED_SCOPE, type LayeringRules, LIBRARY_LAYERING } from './layering.js';
export { isTestFile, isTypeScriptFile, readSourceFiles, type SourceFile } from './source-files.js';
export { formatViolations, type Violation } from './violation.js';
export {
  DEPENDENCY_FIELDS,
  LIBRARY_FOLDERS,
  type PackageManifest,
  readWorkspacePackages,
  type WorkspacePackage,
} from './workspace-packages.js';
