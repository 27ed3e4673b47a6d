/** The imports screens' strings, in English (keys start with `imports.`). */
export const importsEn = {
  'imports.title': 'Import activity data',
  'imports.open': 'Import a file',
  'imports.back': 'Back to the activity data',
  'imports.notAllowed': 'Your role can read activity data but not import it.',
  'imports.intro':
    'Upload a CSV or Excel (.xlsx) file with one activity per row. You choose which column holds what, check a preview, and the server checks every row before anything is stored. The file is imported whole or not at all.',

  'imports.step.file': 'File',
  'imports.step.mapping': 'Columns',
  'imports.step.check': 'Check',
  'imports.step.done': 'Imported',

  'imports.drop.label': 'Drop a CSV or Excel file here',
  'imports.drop.or': 'or',
  'imports.drop.choose': 'Choose a file',
  'imports.drop.hint':
    'CSV (comma or semicolon separated, UTF-8) or Excel .xlsx; the first row names the columns.',
  'imports.drop.wrongType': '{name} is neither a CSV nor an .xlsx file.',
  'imports.reading': 'Reading {name}…',
  'imports.readingProgress': 'Reading the file',
  'imports.fileSummary': '{name}: {rows} rows, {columns} columns',
  'imports.fileProblems': 'The file could not be read completely',
  'imports.noHeader': 'The file has no header row.',
  'imports.another': 'Choose another file',

  'imports.mapping.title': 'Which column holds what?',
  'imports.mapping.intro':
    'Each field of an activity takes the values of one column of your file. Guessed from the column names; change any of them. The name in brackets is the field’s name in the API.',
  'imports.mapping.none': '(not in the file)',
  'imports.mapping.required': 'required',
  'imports.mapping.column': 'Column {index}: {name}',
  'imports.mapping.attributes': 'Columns named attr.<name> are sent as attributes: {names}.',
  'imports.mapping.usedTwice': 'This column also feeds {field}.',

  'imports.field.category': 'Category',
  'imports.field.quantity': 'Quantity',
  'imports.field.unit': 'Unit',
  'imports.field.periodStart': 'Period start',
  'imports.field.periodEnd': 'Period end',
  'imports.field.facility': 'Facility (by name)',
  'imports.field.facilityId': 'Facility (by id)',
  'imports.field.region': 'Region',
  'imports.field.dataQuality': 'Data quality',
  'imports.field.dataType': 'Data type',
  'imports.field.qualityScore': 'Quality score',
  'imports.field.sourceDocument': 'Source document',
  'imports.fieldHint.category': 'e.g. scope1.stationary_combustion',
  'imports.fieldHint.quantity': 'A plain decimal such as 1250.5: no thousands separator, no exponent',
  'imports.fieldHint.unit': 'e.g. kWh, L, m3, kg, km',
  'imports.fieldHint.periodStart': 'A date, 2025-01-01',
  'imports.fieldHint.periodEnd': 'A date on or after the start',
  'imports.fieldHint.facility': 'The name of one of your facilities',
  'imports.fieldHint.facilityId': 'A facility id, instead of the name',
  'imports.fieldHint.region': 'A grid or country code such as US-CAMX or GB',
  'imports.fieldHint.dataQuality': 'measured, calculated or estimated',
  'imports.fieldHint.dataType':
    'primary_measured, primary_calculated, supplier_specific, secondary_average, spend_based or estimated_proxy',
  'imports.fieldHint.qualityScore': '1 (very good: metered or audited) to 5 (very poor or not assessed)',
  'imports.fieldHint.sourceDocument': 'Invoice number, meter reading, file name…',

  'imports.preview.title': 'Preview: the rows as they will be sent',
  'imports.preview.where': 'In file',
  'imports.preview.rows': 'Rows {from}–{to} of {total}',
  'imports.preview.previous': 'Previous rows',
  'imports.preview.next': 'Next rows',
  'imports.preview.problems': 'Problems',
  'imports.preview.ok': 'No problem found',
  'imports.preview.label': 'Preview of the rows to import',

  'imports.where.line': 'Line {n}',
  'imports.where.row': 'Row {n}',
  'imports.where.file': 'The file',

  'imports.problems.client': 'The browser found {count} problem(s) in {rows} row(s)',
  'imports.problems.server': 'The server refused {count} problem(s) in {rows} row(s); nothing was stored',
  'imports.problems.intro':
    'Fix them in your file (or in the column mapping above), then choose the corrected file again.',
  'imports.problems.show': 'Show in the preview',
  'imports.problems.more': 'and {count} more problems',

  'imports.reason.unmapped': 'No column is chosen for this required field.',
  'imports.reason.required': 'Empty; every row needs a value here.',
  'imports.reason.invalid_quantity':
    'Not a plain decimal number. Write it like 1250.5: digits, a point for decimals, no thousands separator, sign or exponent.',
  'imports.reason.invalid_date': 'Not a date written as year-month-day, e.g. 2025-01-31.',
  'imports.reason.period_order': 'The period ends before it starts.',
  'imports.reason.invalid_quality': 'Must be measured, calculated or estimated.',
  'imports.reason.invalid_data_type':
    'Must be primary_measured, primary_calculated, supplier_specific, secondary_average, spend_based or estimated_proxy.',
  'imports.reason.invalid_score':
    'Must be a whole number from 1 (very good) to 5 (very poor or not assessed).',
  'imports.reason.unknown_facility': 'There is no facility with this name (or id) in your organization.',
  'imports.reason.ambiguous_facility':
    'Several facilities match, or both a name and an id are given; use the id.',
  'imports.reason.no_rows': 'The file has no data rows.',
  'imports.reason.unknown_field': 'The server does not know this field.',
  'imports.reason.unknown_column': 'The server does not know this column.',
  'imports.reason.missing_column': 'A required column is missing.',
  'imports.reason.duplicate_column': 'This column appears twice.',
  'imports.reason.too_many_cells': 'The row has more cells than the header has columns.',
  'imports.reason.invalid_csv': 'The row could not be read (quotes not closed?).',
  'imports.reason.other': '{message}',

  'imports.check.title': 'Check on the server',
  'imports.check.intro':
    'The server checks every row (fields, quantities, dates, facilities) without storing anything.',
  'imports.check.run': 'Check the file',
  'imports.check.running': 'Checking…',
  'imports.check.ok': 'All {rows} rows passed the server’s checks. Nothing is stored yet.',
  'imports.check.clientFirst':
    'The browser found problems; the server will most likely refuse the same rows.',
  'imports.check.stale': 'The mapping changed since the check: check again.',

  'imports.commit.run': 'Import {rows} rows',
  'imports.commit.running': 'Uploading the file…',
  'imports.commit.storing':
    'Uploaded. The server is storing the rows; this takes a few seconds for a large file.',
  'imports.commit.uploadProgress': 'Uploading',
  'imports.commit.tooLarge':
    'The file is larger than this server accepts in one upload. Split it into smaller files, or ask an administrator to import it with the ctp import command.',
  'imports.commit.failed': 'Nothing was imported',
  'imports.done.title': '{count} activities imported',
  'imports.done.body': 'Calculate their period to see their emissions.',
  'imports.done.list': 'Show them in the activity data',
  'imports.done.again': 'Import another file',
} as const;
