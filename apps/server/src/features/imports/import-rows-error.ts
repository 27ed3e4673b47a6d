import { CtpError } from '@ctp/factors';
import type { RowError } from './source-rows.js';

/** An import refused as a whole: `errors` lists every problem of every row; nothing was stored. */
export class ImportRowsError extends CtpError {
  constructor(readonly errors: readonly RowError[]) {
    const rows = new Set(errors.map((e) => e.row)).size;
    super('IMPORT_ROWS_INVALID', `${errors.length} problem(s) in ${rows} row(s); nothing was imported`, {
      errors,
    });
  }
}
