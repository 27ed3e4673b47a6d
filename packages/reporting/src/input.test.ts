import { describe, expect, it } from 'vitest';
import { parseReportInput } from './input.js';
import { demoReportInput } from './testing/demo-input.js';

type D = ReturnType<typeof demoReportInput>;

describe('parseReportInput', () => {
  it('accepts the demo input and fills defaults', () => {
    const input = parseReportInput(demoReportInput());
    expect(input.template.colors).toEqual({ primary: '#14532d', accent: '#16a34a' });
    expect(input.emissions[0]?.biogenicCo2Kg).toMatch(/^\d/);
  });

  it.each([
    ['a quantity given as a number', (d: D) => ({ ...d, emissions: [{ ...d.emissions[0], co2eKg: 12.5 }] })],
    ['a quantity in exponent form', (d: D) => ({ ...d, emissions: [{ ...d.emissions[0], co2eKg: '1e3' }] })],
    [
      'a malformed verification code',
      (d: D) => ({ ...d, report: { ...d.report, verificationCode: 'CTP-2026-0OI1' } }),
    ],
    [
      'a lookup URL that is not http(s)',
      (d: D) => ({ ...d, report: { ...d.report, verificationUrl: 'javascript:alert(1)' } }),
    ],
    [
      'a logo that is not a PNG or JPEG data URL',
      (d: D) => ({ ...d, template: { logoDataUrl: 'https://evil.example/logo.png' } }),
    ],
    [
      'a colour that could break out of the stylesheet',
      (d: D) => ({ ...d, template: { colors: { primary: 'red;}', accent: '#000000' } } }),
    ],
    [
      'a Scope 3 category out of range',
      (d: D) => ({ ...d, emissions: [{ ...d.emissions[0], scope3Category: 16 }] }),
    ],
  ])('refuses %s', (_what, change) => {
    expect(() => parseReportInput(change(demoReportInput()))).toThrow();
  });
});
