import { describe, expect, it } from 'vitest';
import { cellText, excelNumberText } from './excel-cells';

describe('excelNumberText', () => {
  it('keeps what the person typed and drops the binary noise past 15 significant digits', () => {
    expect(excelNumberText('1500.25')).toBe('1500.25');
    expect(excelNumberText('0.30000000000000004')).toBe('0.3');
    expect(excelNumberText('2.2000000000000002E-2')).toBe('0.022');
    expect(excelNumberText('123456789012345')).toBe('123456789012345');
    expect(excelNumberText('88259496234518.57')).toBe('88259496234518.6'); // 16 digits: Excel keeps 15
    expect(excelNumberText('1E+21')).toBe('1000000000000000000000');
    expect(excelNumberText('1.5E-7')).toBe('0.00000015');
    expect(excelNumberText('-0')).toBe('0');
    expect(excelNumberText('-12.5')).toBe('-12.5'); // refused later by the checks, not hidden
  });
});

describe('cellText', () => {
  it('turns each kind of cell into the text the import sends', () => {
    expect(cellText({ stored: '42' })).toBe('42');
    expect(cellText(new Date(Date.UTC(2025, 0, 31)))).toBe('2025-01-31');
    expect(cellText(new Date(Date.UTC(2025, 0, 31, 12, 30)))).toBe('2025-01-31T12:30:00.000Z');
    expect(cellText('  kWh ')).toBe('kWh');
    expect(cellText(true)).toBe('true');
    expect(cellText(null)).toBe('');
  });
});
