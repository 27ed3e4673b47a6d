export type { ApiModule, App, AppDeps, AppEnv, AppVariables, ReadinessCheck } from './app-env.js';
export { createApp, DEFAULT_BODY_LIMIT_BYTES } from './create-app.js';
export { DOCS_PATH, OPENAPI_PATH } from './docs/docs-routes.js';
export { problemForError } from './error-handler.js';
export {
  buildProblem,
  PROBLEM_MEDIA_TYPE,
  type Problem,
  type ProblemFieldError,
  type ProblemInput,
  ProblemSchema,
  problemResponse,
} from './problem.js';
export {
  PROBLEM_BASE,
  PROBLEM_TYPES,
  type ProblemType,
  problemTypeForCode,
  problemTypeForStatus,
  problemTypeUri,
} from './problem-types.js';
export { acceptRequestId, REQUEST_ID_HEADER } from './request-context.js';
export { CONTENT_SECURITY_POLICY, HSTS } from './security-headers.js';
export {
  type ServerHandle,
  type ShutdownHook,
  type StartServerOptions,
  startServer,
} from './start-server.js';
export { nonStrictObjects } from './strict-bodies.js';
export { validationHook, validationProblem } from './validation-problem.js';
