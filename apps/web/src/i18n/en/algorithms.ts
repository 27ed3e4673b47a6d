/** The algorithms screens' strings, in English (keys start with `algorithms.`). */
export const algorithmsEn = {} as const;
