/** What every EPA Hub row of one edition shares. */
export interface HubContext {
  /** `US`: subregions add their eGRID code (`US-CAMX`). */
  readonly region: string;
  readonly effective: { readonly effectiveFrom: string; readonly effectiveTo: string | null };
}
