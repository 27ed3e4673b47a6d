export { answerDepsOf, pactAnswerDeliveryJob, registerAnswerDelivery } from './answer-delivery-job.js';
export { autoAnswer, registerAutoAnswer } from './auto-answer.js';
export { pactAutoAnswerJob } from './auto-answer-job-definition.js';
export { type PactEventHandlers, PactEventRefused, PactEventRegistry } from './event-handlers.js';
export { footprintDocument } from './footprint-document.js';
export {
  answerRequest,
  callbackSecretContext,
  RequestAnswerError,
  supplierEventHandlers,
} from './footprint-requests.js';
export { newClientCredentials, PACT_EXPIRED_TOKEN_RETENTION_SECONDS } from './grant-credentials.js';
export { createPactApp } from './pact-app.js';
export { createPactClient, type PactClient, PactClientError } from './pact-client.js';
export { PACT_BASE_PATH } from './pact-env.js';
export { pactInputRefusal } from './pact-errors.js';
export { PublishFootprintInput, publishFootprint } from './publish-footprint.js';
export {
  CorporateAllocation,
  type CorporateExport,
  companyUrnOf,
  PACT_EVENT_TYPES,
  ProductFootprint,
} from './wire.js';
