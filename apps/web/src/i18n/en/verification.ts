/** The verification screens' strings, in English (keys start with `verification.`). */
export const verificationEn = {} as const;
