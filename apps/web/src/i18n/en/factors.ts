/** The factors screens' strings, in English (keys start with `factors.`). */
export const factorsEn = {} as const;
