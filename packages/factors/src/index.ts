/**
 * @ctp/factors: emission factors, GWP sets, activity units, regions and the factor library.
 * Every quantity is a {@link Decimal}; nothing here uses floating point on quantities.
 * @module
 */

export {
  type BlendComposition,
  blendGwp,
  PUBLISHED_BLEND_GWPS,
  type PublishedBlendGwp,
  REFRIGERANT_BLENDS,
} from './blends.js';
export { type Collision, type FactorIdentity, findCollisions } from './collisions.js';
export { CUSTOM_CSV_COLUMNS, importCustomCsv } from './custom-csv.js';
export { type CustomDatasetHeader, importCustomJson } from './custom-import.js';
export { parseDataset } from './dataset.js';
export {
  Decimal,
  type DecimalInput,
  decimalSchema,
  formatDecimal,
  nonNegativeDecimalSchema,
  toDecimal,
} from './decimal.js';
export {
  CtpError,
  DatasetValidationError,
  DuplicateDatasetError,
  FactorNotFoundError,
  GwpNotAvailableError,
  InvalidInputError,
  type RowIssue,
  UnitConversionError,
  UnknownUnitError,
} from './errors.js';
export {
  BIOGENIC_CO2,
  type GwpEntry,
  type GwpStatus,
  gwpEntry,
  gwpTable,
  gwpValue,
  isKnownGas,
  KNOWN_GASES,
} from './gwp.js';
export {
  type MethaneGwpChoice,
  type MethaneGwpMode,
  MethaneGwpModeSchema,
  type MethaneSource,
  MethaneSourceSchema,
  methaneGwpGas,
} from './gwp-methane.js';
export * from './importers/index.js';
export { type DatasetSummary, FactorLibrary } from './library.js';
export type { FactorSearch } from './library-search.js';
export type {
  FactorMatch,
  FactorQuery,
  FactorWarning,
  GasContribution,
  ResolvedFactor,
} from './lookup-types.js';
export { EU_MEMBERS, isRegion, REGION_GROUPS, regionChain } from './regions.js';
export { type GwpRows, resolveFactor } from './resolve.js';
export {
  DatasetRowSchema,
  type EmissionFactor,
  type EmissionFactorJson,
  EmissionFactorSchema,
  FactorCategorySchema,
  type FactorDataset,
  type FactorDatasetJson,
  FactorDatasetSchema,
  type FactorStatus,
  FactorStatusSchema,
  factorKey,
  GasIdSchema,
  type GwpSet,
  GwpSetSchema,
  type GwpTimeframe,
  GwpTimeframeSchema,
  IsoDateSchema,
  RegionSchema,
  SubcategorySchema,
} from './schema.js';
export { type ShippedEdition, shippedDatasets, shippedEditions } from './shipped.js';
export {
  CURRENCIES,
  canConvert,
  conversionFactor,
  convertQuantity,
  isKnownUnit,
  normalizeUnit,
  UNIT_ALIAS_TABLE,
  UNITS,
  type UnitSpec,
  unitDimension,
} from './units.js';
export {
  BASIS_QUALIFIERS,
  ELECTRICITY,
  FACTOR_CATEGORIES,
  FREIGHT,
  FUELS,
  PASSENGER_TRANSPORT,
  WASTE_MATERIALS,
  WASTE_METHODS,
} from './vocabulary.js';
