// The runnable example of README.md: the code between the `example` markers must appear verbatim
// (less its indentation) in the README's first code block, after its import lines.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import {
  createDefaultFrameworkRegistry,
  generateVerificationCode,
  mapReport,
  parseReportInput,
  renderArtifacts,
} from './index.js';
import { demoReportInput } from './testing/index.js';

it('README example runs and its output adds up', async () => {
  const lines: string[] = [];
  const console = { log: (...args: unknown[]) => lines.push(args.map(String).join(' ')) };
  // example:start
  // The verification code exists before rendering: the PDF and HTML print it with a QR code.
  const code = generateVerificationCode(2026);
  const data = demoReportInput({ verificationCode: code });
  const input = parseReportInput({
    ...data,
    report: { ...data.report, verificationUrl: `https://ctp.example.org/verify/${code}` },
  });

  // Fill ESRS E1 from the inventory: exact totals, completeness and what is missing.
  const frameworks = createDefaultFrameworkRegistry();
  const mapped = mapReport(frameworks.get('csrd'), input);
  console.log(
    mapped.totals.scope1.kg,
    mapped.totals.scope2LocationBased.kg,
    mapped.totals.scope2MarketBased.kg,
  );
  const { filled, total, percent } = mapped.completeness;
  console.log(`${filled}/${total} (${percent} %)`);
  for (const warning of mapped.warnings.slice(0, 2)) console.log(warning.message);

  // Render the six artifacts and the content hash a reader recomputes with sha256sum.
  const { files, hash } = await renderArtifacts(mapped, input);
  for (const file of files) console.log(file.name, file.sha256);
  console.log(hash.contentHash);
  // example:end

  expect(lines[0]?.split(' ')).toEqual([
    mapped.totals.scope1.kg,
    mapped.totals.scope2LocationBased.kg,
    mapped.totals.scope2MarketBased.kg,
  ]);
  expect(lines[1]).toBe('18/33 (54.5 %)');
  expect(lines.slice(4, 10).map((l) => l.split(' ')[0])).toEqual([
    'activity-data.csv',
    'data.json',
    'emissions.csv',
    'methodology.md',
    'report.html',
    'report.pdf',
  ]);
  expect(lines[10]).toMatch(/^[0-9a-f]{64}$/);

  const source = readFileSync(new URL('./readme-example.test.ts', import.meta.url), 'utf8');
  const body = (source.split('// example:start\n')[1]?.split('  // example:end')[0] ?? '')
    .split('\n')
    .map((l) => l.replace(/^ {2}/, ''))
    .join('\n');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = readme.split('```ts\n')[1]?.split('```')[0] ?? '';
  expect(block.split('\n').slice(9).join('\n')).toBe(body);
});
