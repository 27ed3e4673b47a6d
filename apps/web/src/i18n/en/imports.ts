/** The imports screens' strings, in English (keys start with `imports.`). */
export const importsEn = {} as const;
