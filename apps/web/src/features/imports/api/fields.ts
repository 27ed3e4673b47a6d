/**
 * The fields of one row of `POST /api/activities/import`, as the API names them (see the server
 * README, "Bulk import"). The column mapping assigns a column of the person's file to each; the
 * upload is a CSV whose header row is exactly these names, so what is sent is what the API documents.
 */
export const IMPORT_FIELDS = [
  'category',
  'quantity',
  'unit',
  'periodStart',
  'periodEnd',
  'facility',
  'facilityId',
  'region',
  'dataQuality',
  'dataType',
  'qualityScore',
  'sourceDocument',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Fields every row must have. */
export const REQUIRED_FIELDS: ReadonlySet<ImportField> = new Set([
  'category',
  'quantity',
  'unit',
  'periodStart',
  'periodEnd',
]);

/** Which column of the file feeds each field (a column index), or null for none. */
export type ColumnMapping = Record<ImportField, number | null>;

/** Columns named `attr.<name>` are sent as they are: each becomes one attribute of the activity. */
export const ATTRIBUTE_PREFIX = 'attr.';

// Header words that usually mean a field, compared without case, spaces or punctuation.
const SYNONYMS: Record<ImportField, readonly string[]> = {
  category: ['category', 'activitycategory', 'activitytype', 'type'],
  quantity: ['quantity', 'qty', 'amount', 'value', 'consumption', 'usage'],
  unit: ['unit', 'units', 'uom', 'unitofmeasure', 'unitofmeasurement'],
  periodStart: ['periodstart', 'start', 'startdate', 'from', 'datefrom', 'periodfrom'],
  periodEnd: ['periodend', 'end', 'enddate', 'to', 'dateto', 'periodto'],
  facility: ['facility', 'facilityname', 'site', 'sitename', 'plant', 'location'],
  facilityId: ['facilityid', 'siteid'],
  region: ['region', 'gridregion', 'grid', 'country'],
  dataQuality: ['dataquality', 'quality'],
  // `data_type`, `Data type` and `quality_score` normalise to these.
  dataType: ['datatype', 'typeofdata', 'datasource'],
  qualityScore: ['qualityscore', 'score', 'dqr', 'dataqualityscore', 'dataqualityrating'],
  sourceDocument: ['sourcedocument', 'source', 'document', 'invoice', 'reference', 'evidence'],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Guesses the mapping from the header row: the column named like each field (its API name first,
 * then common synonyms). A column feeds at most one field; `attr.` columns are never guessed.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, null])) as ColumnMapping;
  const names = headers.map((h) => (h.trim().toLowerCase().startsWith(ATTRIBUTE_PREFIX) ? '' : normalise(h)));
  const used = new Set<number>();
  // Two passes: exact API names win over synonyms ("source" must not take "sourceDocument"'s column).
  for (const pass of ['exact', 'synonym'] as const) {
    for (const field of IMPORT_FIELDS) {
      if (mapping[field] !== null) continue;
      const wanted = pass === 'exact' ? [normalise(field)] : SYNONYMS[field];
      const index = names.findIndex((name, i) => !used.has(i) && name !== '' && wanted.includes(name));
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
      }
    }
  }
  return mapping;
}

/** Indexes of the `attr.<name>` columns, with the attribute name. */
export function attributeColumns(headers: readonly string[]): { index: number; name: string }[] {
  return headers.flatMap((header, index) => {
    const h = header.trim();
    return h.toLowerCase().startsWith(ATTRIBUTE_PREFIX) && h.length > ATTRIBUTE_PREFIX.length
      ? [{ index, name: h.slice(ATTRIBUTE_PREFIX.length) }]
      : [];
  });
}
