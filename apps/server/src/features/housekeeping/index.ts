export { housekeepingJob, registerHousekeeping } from './housekeeping-job.js';
