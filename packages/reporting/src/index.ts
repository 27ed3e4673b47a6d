/**
 * @ctp/reporting: climate-disclosure frameworks as versioned data (TCFD, IFRS S2, CSRD/ESRS E1,
 * CDP, GRI 305, GRI 102, and plugins), the mapper from an inventory to a framework, the report artifacts
 * (PDF, HTML, JSON, CSV, Markdown) and their public verification. No database access: the caller
 * passes a plain {@link ReportInput} and stores the files it gets back.
 *
 * @packageDocumentation
 */

export {
  DuplicateFrameworkError,
  FrameworkNotFoundError,
  InvalidFrameworkError,
  ReportingError,
  type ReportingErrorCode,
} from './errors.js';
export { BUILT_IN_FRAMEWORKS, createDefaultFrameworkRegistry } from './framework/builtins.js';
export { defineFramework } from './framework/define.js';
export { type FrameworkRecord, FrameworkRegistry, frameworkRecord } from './framework/registry.js';
export {
  type ActivityField,
  ActivityFieldSchema,
  type BreakdownDimension,
  BreakdownDimensionSchema,
  type DataMapping,
  DataMappingSchema,
  type Disclosure,
  DisclosureSchema,
  type DisclosureValue,
  DisclosureValueSchema,
  type EmissionQuery,
  EmissionQuerySchema,
  type FrameworkDefinition,
  type FrameworkSchema,
  FrameworkSchemaSchema,
  type OrganizationField,
  OrganizationFieldSchema,
} from './framework/schema.js';
export {
  type ActivityLine,
  ActivityLineSchema,
  AlgorithmInputSchema,
  CalculationRunSealSchema,
  type ConsolidationApproach,
  ConsolidationApproachSchema,
  DecimalStringSchema,
  type EmissionLine,
  EmissionLineSchema,
  FactorSourceSchema,
  GasInputSchema,
  HistoryYearSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  OrganizationInputSchema,
  OverrideInputSchema,
  parseReportInput,
  RecalculationInputSchema,
  type RecalculationPolicy,
  RecalculationPolicySchema,
  type ReportInput,
  type ReportInputData,
  ReportInputSchema,
  type ReportTemplate,
  type ReportTemplateInput,
  ReportTemplateSchema,
  type RestatementCause,
  RestatementCauseSchema,
  type RestatementInput,
  RestatementInputSchema,
  type ScopeTotalsInput,
  ScopeTotalsInputSchema,
  TargetInputSchema,
} from './input.js';
export type { FactorEditionsOfYear } from './mapper/factor-editions.js';
export { mapReport } from './mapper/map-report.js';
export type {
  BreakdownRow,
  Completeness,
  MappedDisclosure,
  MappedReport,
  MappedValue,
  MappedValueContent,
  MappingWarning,
  ReportTotals,
  TracedTotal,
} from './mapper/types.js';
export {
  ARTIFACTS,
  type ArtifactFile,
  type ArtifactFormat,
  type ArtifactName,
  artifactForFormat,
} from './render/artifacts.js';
export { SCOPE_COLORS } from './render/chart.js';
export {
  type RenderedReport,
  type RenderOptions,
  type RenderStep,
  renderArtifacts,
  renderDocuments,
  renderPdf,
} from './render/render.js';
export {
  generateVerificationCode,
  isVerificationCode,
  VERIFICATION_ALPHABET,
  VERIFICATION_CODE_PATTERN,
  VERIFICATION_CODE_RANDOM_BITS,
} from './verify/code.js';
export { type ContentHash, contentHash, sha256Hex } from './verify/hash.js';
export { CONTENT_HASH_METHOD, type VerificationMetadata, verificationMetadata } from './verify/metadata.js';
export { verificationQrDataUrl, verificationQrSvg } from './verify/qr.js';
export { REPORTING_VERSION } from './version.js';
