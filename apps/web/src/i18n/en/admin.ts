/** The admin screens' strings, in English (keys start with `admin.`). */
export const adminEn = {} as const;
