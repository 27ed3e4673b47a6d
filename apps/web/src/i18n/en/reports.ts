/** The reports screens' strings, in English (keys start with `reports.`). */
export const reportsEn = {} as const;
