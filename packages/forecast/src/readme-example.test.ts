// The runnable example of README.md: the code between the `example` markers must appear verbatim
// (less its indentation) in the README's first code block, after its import line.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { analyzeGap, createDefaultRegistry } from './index.js';

it('README example runs and its output adds up', () => {
  const lines: string[] = [];
  const console = { log: (...args: unknown[]) => lines.push(args.map(String).join(' ')) };
  // example:start
  // Three years of monthly emissions (t CO2e) with a winter peak.
  const values = Array.from({ length: 36 }, (_, i) => 900 + 4 * i + (i % 12 < 2 ? 120 : 0));
  const history = { frequency: 'monthly', start: '2022-01', values } as const;

  // Fit and project 12 months with 80% and 95% prediction intervals.
  const registry = createDefaultRegistry();
  const projection = registry.get('seasonal').fit(history).predict(12, { now: '2025-01-01T00:00:00Z' });
  console.log(
    projection.timeline[0],
    projection.values[0],
    projection.confidence?.lower[0],
    projection.confidence?.upper[0],
  );

  // How far business as usual misses the SBTi 1.5°C pathway, and what two initiatives close.
  const result = analyzeGap({
    history,
    scenario: { id: 'sbti', type: 'sbti_1_5c', baseYear: 2022, targetYear: 2030 },
    model: registry.get('seasonal'),
    initiatives: [
      {
        id: 'pv',
        name: 'Rooftop PV',
        scope: 2,
        impact: { type: 'absolute', tonnesPerYear: 800 },
        implementationStart: '2025-06',
        rampUpMonths: 6,
        capex: 400_000,
        savingsPerYear: 60_000,
        lifetimeYears: 25,
      },
      {
        id: 'ev',
        name: 'EV fleet',
        scope: 1,
        impact: { type: 'percentage', percent: 10 },
        implementationStart: '2026-01',
        capex: 250_000,
        opexPerYear: 5_000,
        savingsPerYear: 30_000,
      },
    ],
    discountRate: 0.07,
    now: '2025-01-01T00:00:00Z',
  });
  console.log(result.gap.additionalReductionNeeded, result.gap.yearOfAlignment);
  for (const finding of result.gap.recommendations.findings) console.log(finding);
  // example:end

  expect(lines[0]?.startsWith('2025-01-01 ')).toBe(true);
  const r = result.gap.recommendations;
  const closed = r.measures.reduce((s, m) => s + m.gapClosed, 0);
  expect(closed + r.uncovered).toBeCloseTo(result.gap.additionalReductionNeeded, 6);
  expect(lines.slice(2)).toEqual([...r.findings]);

  const source = readFileSync(new URL('./readme-example.test.ts', import.meta.url), 'utf8');
  const body = (source.split('// example:start\n')[1]?.split('  // example:end')[0] ?? '')
    .split('\n')
    .map((l) => l.replace(/^ {2}/, ''))
    .join('\n');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = readme.split('```ts\n')[1]?.split('```')[0] ?? '';
  expect(block.split('\n').slice(2).join('\n')).toBe(body);
});
