import type { GwpSet } from '../../schema.js';

/** What every row of one NGA edition shares: its effective dates and the GWP basis the workbook states. */
export interface NgaContext {
  readonly effectiveFrom: string;
  readonly gwpSet: GwpSet;
}
