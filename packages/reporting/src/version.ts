/** Version of @ctp/reporting, printed in the methodology appendix of every report. */
export const REPORTING_VERSION = '0.1.0';
