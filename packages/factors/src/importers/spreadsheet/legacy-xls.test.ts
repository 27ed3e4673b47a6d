import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { cellDecimal, cellText } from './cells.js';
import { isLegacyXls } from './legacy-xls.js';
import { readWorkbook } from './workbook.js';

// A small BIFF8 workbook written by SheetJS, then patched the way the BEIS flat files of 2021 and
// 2022 are: the SST record declares the total count of string cells as its unique-string count
// (68,154 and 55,394), far more strings than it holds. xlrd 2.0 fails on them; SheetJS stops
// reading at the end of the SST record and its CONTINUE records. (The shipped-dataset test reads
// the real files through `pnpm factors:generate --check`.)

const SST_RECORD = 0x00fc;

function biff8Workbook(): Uint8Array {
  const rows = [
    ['Scope', 'Level 1', 'GHG', 'GHG Conversion Factor 2021'],
    ['Scope 2', 'UK electricity', 'kg CO2e', 0.21233000000000002],
    ['Scope 2', 'UK electricity', 'kg CO2', 0.21016],
    ['Scope 3', 'Transmission and distribution', 'kg CO2e', 0.018789999999999998],
  ];
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Factors by Category');
  return new Uint8Array(write(book, { type: 'array', bookType: 'biff8', bookSST: true }) as ArrayBuffer);
}

/** Rewrites the SST header's unique count in place; returns the counts it found. */
function patchSstUniqueCount(bytes: Uint8Array, unique: (found: number) => number) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 12 <= bytes.length; i++) {
    if (view.getUint16(i, true) !== SST_RECORD) continue;
    const total = view.getUint32(i + 4, true);
    const found = view.getUint32(i + 8, true);
    // The record whose counts fit the sheet: 13 string cells, 10 distinct strings.
    if (total !== 13 || found !== 10) continue;
    view.setUint32(i + 8, unique(found), true);
    return { total, found };
  }
  throw new Error('no SST record found in the test workbook');
}

describe('readWorkbook on a legacy .xls (SheetJS)', () => {
  it('recognises the OLE signature', () => {
    expect(isLegacyXls(biff8Workbook())).toBe(true);
    expect(isLegacyXls(new Uint8Array([0x50, 0x4b, 3, 4]))).toBe(false);
  });

  it.each([
    ['the total count as the unique count (2021, 2022)', () => 13],
    ['far more unique strings than exist', () => 68_154],
  ])('resolves every string when the SST header declares %s', async (_label, unique) => {
    const bytes = biff8Workbook();
    expect(patchSstUniqueCount(bytes, unique)).toEqual({ total: 13, found: 10 });
    const [sheet] = await readWorkbook(bytes, 'test workbook');
    expect(sheet?.name).toBe('Factors by Category');
    expect(sheet?.rows.map((row) => row.slice(0, 3).map((cell) => cellText(cell)))).toEqual([
      ['Scope', 'Level 1', 'GHG'],
      ['Scope 2', 'UK electricity', 'kg CO2e'],
      ['Scope 2', 'UK electricity', 'kg CO2'],
      ['Scope 3', 'Transmission and distribution', 'kg CO2e'],
    ]);
  });

  it('returns numbers as the shortest text of the stored double, read to 15 digits as decimals', async () => {
    const [sheet] = await readWorkbook(biff8Workbook(), 'test workbook');
    expect(sheet?.rows[1]?.[3]).toEqual({ kind: 'number', stored: '0.21233000000000002' });
    const at = { source: 'test workbook' };
    expect(cellDecimal(sheet?.rows[1]?.[3], at).toFixed()).toBe('0.21233');
    expect(cellDecimal(sheet?.rows[3]?.[3], at).toFixed()).toBe('0.01879');
  });

  it('reports bytes with the OLE signature that are no workbook as a source format error', async () => {
    const bytes = new Uint8Array(1024);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(readWorkbook(bytes, 'test workbook')).rejects.toMatchObject({
      code: 'SOURCE_FORMAT_UNRECOGNISED',
    });
  });
});
