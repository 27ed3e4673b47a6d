/** The first bytes of an OLE compound file, the container of a BIFF8 `.xls` workbook. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

/**
 * True when `bytes` start like a legacy `.xls` (OLE compound file) rather than an `.xlsx` (zip).
 * In a file of its own so that telling the two apart does not load SheetJS.
 */
export function isLegacyXls(bytes: Uint8Array): boolean {
  return OLE_SIGNATURE.every((byte, i) => bytes[i] === byte);
}
