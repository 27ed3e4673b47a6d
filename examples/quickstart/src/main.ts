import { renderSummary } from './print-summary.js';
import { runQuickstart } from './run-quickstart.js';

const { summary, records, failures } = runQuickstart();

console.log('CTP quickstart: a year (2025) of a two-site company, GWP AR6 100-year\n');
console.log(renderSummary(summary));
console.log('\nTonnes are rounded for display; every record keeps the exact decimal values.');

const example = records.find((r) => r.input.activity.id === 'leeds-elec-mb-01') ?? records[0];
if (example) {
  console.log(
    `\nOne calculation record (${example.input.activity.id}); check it with \`pnpm --silent ctp replay FILE\`:\n`,
  );
  console.log(JSON.stringify(example, null, 2));
}
if (failures.length > 0) {
  console.error(`\n${failures.length} activities could not be calculated:`);
  for (const f of failures) console.error(`- ${f.activityId}: ${f.code} ${f.message}`);
  process.exitCode = 1;
}
