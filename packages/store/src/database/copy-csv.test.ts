import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvLine } from './copy-csv.js';

describe('the COPY CSV writer', () => {
  it('quotes every string and doubles its quotes, so no text is read as NULL, a delimiter or the end', () => {
    expect(csvCell('')).toBe('""');
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell('\\.')).toBe('"\\."');
    expect(csvCell('\\N')).toBe('"\\N"');
    expect(csvCell('é ✓ 😀')).toBe('"é ✓ 😀"');
  });

  it('leaves NULL empty and unquoted, and writes dates, numbers, bigints and booleans as their text', () => {
    expect(csvLine([null, new Date('2024-02-01T10:20:30.456Z'), 3, 12345678901234567890n, true, false])).toBe(
      ',2024-02-01T10:20:30.456Z,3,12345678901234567890,true,false',
    );
  });

  it('ends every line with a line feed and splits many rows into chunks of whole lines', () => {
    const rows = Array.from({ length: 25_001 }, (_, i) => [String(i), null]);
    const chunks = csvChunks(rows);
    expect(chunks).toHaveLength(3);
    expect(chunks.every((c) => c.endsWith('\n'))).toBe(true);
    expect(chunks.join('').split('\n')).toHaveLength(25_002);
    expect(chunks[2]?.startsWith('"20000",\n')).toBe(true);
    expect(chunks[2]?.endsWith('\n"25000",\n')).toBe(true);
  });
});
