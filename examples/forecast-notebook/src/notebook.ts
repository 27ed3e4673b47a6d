/**
 * A notebook-style tour of @ctp/forecast: run with `pnpm --filter @ctp/forecast-notebook start`.
 * Each printed cell is one step a researcher would take in a notebook.
 */
import { renderNotebook } from './render.js';
import { runNotebook } from './run-notebook.js';

for (const cell of renderNotebook(runNotebook())) {
  console.log(`\n## ${cell.title}\n`);
  console.log(cell.body);
}
console.log('\nProjections are statistical estimates (plain numbers with intervals), not accounting totals.');
