/** The calculations screens' strings, in English (keys start with `calculations.`). */
export const calculationsEn = {} as const;
