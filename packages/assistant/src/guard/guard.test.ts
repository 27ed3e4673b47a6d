import { describe, expect, it } from 'vitest';
import { CONTEXT } from '../__fixtures__/context.js';
import { extractFigures } from './extract.js';
import { guardAnswer } from './guard.js';
import { SUGGESTION_LABEL } from './suggestions.js';

describe('guardAnswer', () => {
  it('passes a faithful answer: exact, correctly rounded and unit-converted figures, years and counts', () => {
    const answer =
      'In 2025 Scope 1 emissions were 1,100.00 t CO2e (1,100,000.5 kg), down 10.9% from 1,234.57 tCO2e in 2024 ' +
      '(a decrease of 134.567391 t). Scope 2 (location-based) was 1.2 t from 24 results at 0.2163 kg CO2e/kWh. ' +
      'The data covers 2 facilities and Scope 3 category 6.';
    const result = guardAnswer(answer, CONTEXT);
    expect(result.findings).toEqual([]);
    expect(result.status).toBe('passed');
    expect(result.text).toBe(answer);
    expect(result.figuresChecked).toBe(7);
  });

  it('withholds an answer that invents a number', () => {
    const result = guardAnswer('Scope 3 emissions were 512.3 t CO2e in 2025.', CONTEXT);
    expect(result.status).toBe('withheld');
    expect(result.findings).toEqual([
      {
        kind: 'unsupported_figure',
        text: '512.3 t CO2e',
        reason: 'not_in_context',
        sentence: 'Scope 3 emissions were 512.3 t CO2e in 2025.',
      },
    ]);
    expect(result.text).toMatch(/withheld/);
    expect(result.text).toContain('- 1 figure does not match any value in your data');
    expect(result.text).not.toContain('512.3');
  });

  it('withholds an answer that alters a number (wrong digit, wrong unit, wrong rounding)', () => {
    for (const altered of ['1,334.57 t', '1,234.57 kg', '1,234.56 t', '12%']) {
      const result = guardAnswer(`Scope 1 was ${altered} in 2024.`, CONTEXT);
      expect(result.status, altered).toBe('withheld');
      expect(result.findings[0], altered).toMatchObject({
        kind: 'unsupported_figure',
        reason: 'not_in_context',
      });
    }
  });

  it('withholds a figure more precise than the data (rounds beyond its precision)', () => {
    // Scope 2 is 1200 kg (whole kilograms): 1.2 t and 1.200 t are fine, 1.2004 t claims grams it does not have.
    expect(guardAnswer('Scope 2 (location-based) was 1.200 t.', CONTEXT).status).toBe('passed');
    for (const precise of ['1.2004 t', '1,200.0 kg', '10.905%']) {
      const result = guardAnswer(`Scope 2 (location-based) was ${precise}.`, CONTEXT);
      expect(result.status, precise).toBe('withheld');
      expect(result.findings[0], precise).toMatchObject({ reason: 'over_precise' });
    }
  });

  it('withholds a bare decimal that lost its unit unless it quotes the data', () => {
    expect(guardAnswer('Scope 1 came to 1,234.57 in 2024.', CONTEXT).status).toBe('passed');
    expect(guardAnswer('Scope 1 came to 1,299.5 in 2024.', CONTEXT).status).toBe('withheld');
  });

  it('removes and flags compliance claims, keeping the rest', () => {
    const result = guardAnswer(
      'Scope 1 was 1,234.57 t in 2024. This inventory complies with the GHG Protocol. The report meets the requirements of ESRS E1. It is fully aligned with the SBTi 1.5°C pathway.',
      CONTEXT,
    );
    expect(result.status).toBe('modified');
    expect(result.findings.map((f) => f.kind)).toEqual([
      'compliance_claim',
      'compliance_claim',
      'compliance_claim',
    ]);
    expect(result.text).toMatch(/^Scope 1 was 1,234\.57 t in 2024\./);
    expect(result.text).not.toMatch(/complies|meets the requirements|aligned with/);
    expect(result.text).toMatch(/statement about compliance was removed/);
  });

  it('marks a suggested change to data as a suggestion needing confirmation', () => {
    const result = guardAnswer(
      'Scope 2 (location-based) was 1.2 t in 2025. You should update the March electricity entry for the Leeds plant.',
      CONTEXT,
    );
    expect(result.status).toBe('modified');
    expect(result.suggestions).toEqual([
      { index: 0, text: 'You should update the March electricity entry for the Leeds plant.' },
    ]);
    expect(result.text).toContain(`${SUGGESTION_LABEL} You should update the March`);
  });
});

describe('claims to have changed data', () => {
  it('removes them: the assistant has no write path', () => {
    const result = guardAnswer(
      'Scope 2 (location-based) was 1.2 t in 2025. I have corrected the March entry for you.',
      CONTEXT,
    );
    expect(result.status).toBe('modified');
    expect(result.findings).toEqual([
      { kind: 'action_claim', text: 'I have corrected the March entry for you.' },
    ]);
    expect(result.text).toMatch(
      /^Scope 2 \(location-based\) was 1\.2 t in 2025\.\n\n\(A statement that data was changed was removed/,
    );
  });
});

describe('extractFigures', () => {
  it('ignores years, dates, times, scope and category numbers, versions and counts', () => {
    const text =
      'On 2025-03-31 at 10:30, Scope 2 and category 6 (AR6, v1.2) had 1,234 activities in 2024 and Q1 2025.';
    expect(extractFigures(text)).toEqual([]);
  });

  it('reads units, scale words and negative changes', () => {
    const figures = extractFigures('a change of -12.5% to 3.4 million kg, 2 kt, 0.5 tonnes of CO2e and 7 g');
    expect(figures.map((f) => [f.kind, f.number, f.exponent])).toEqual([
      ['percent', '12.5', 0],
      ['mass', '3.4', 6],
      ['mass', '2', 6],
      ['mass', '0.5', 3],
      ['mass', '7', -3],
    ]);
  });
});
