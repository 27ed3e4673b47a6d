export { defineJob, type JobDefinition, type JobQueueOptions } from './define.js';
export {
  JobDefinitionInvalidError,
  type JobIssue,
  JobPayloadInvalidError,
  JobProgressInvalidError,
  JobQueueNotStartedError,
  JobQueueUnavailableError,
} from './errors.js';
export { createJobQueue } from './queue.js';
export type { JobProgressStep } from './tracking.js';
export type {
  JobContext,
  JobError,
  JobHandler,
  JobQueue,
  JobQueueConfig,
  JobState,
  JobStatus,
  JobTransaction,
  PgliteJobQueueConfig,
  PostgresJobQueueConfig,
  ProgressUpdate,
  ReportProgress,
  SendOptions,
  WorkOptions,
} from './types.js';
