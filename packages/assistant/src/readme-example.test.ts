// The runnable example of README.md: the code between the `example` markers must appear verbatim
// (less its indentation) in the README's first code block, after its import line.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { memorySource, twoYears } from './__fixtures__/memory-source.js';
import {
  buildContext,
  type ContextSource,
  createAssistant,
  createBuiltinProvider,
  guardAnswer,
} from './index.js';

it('README example runs', async () => {
  const lines: string[] = [];
  const console = { log: (...args: unknown[]) => lines.push(args.map(String).join(' ')) };
  const mySource: ContextSource = memorySource({ rows: twoYears() });
  // example:start
  // Any data source implementing the read-only ContextSource port (the CTP server reads its store).
  const assistant = createAssistant({
    provider: createBuiltinProvider(), // or: await createOpenAiCompatibleProvider({ baseUrl, model })
    log: { record: async () => crypto.randomUUID(), history: async () => [] },
    tokenBudget: 4000,
  });
  const answer = await assistant.ask({
    source: mySource,
    query: 'How did Scope 1 change from 2024 to 2025?',
  });
  console.log(answer.status, answer.response.split('\n')[0]);

  // The guard on its own: a figure that is not in the context withholds the answer.
  const { context } = await buildContext(mySource, 'What was Scope 1 in 2025?');
  console.log(guardAnswer('Scope 1 was 108.00 t CO2e in 2025.', context).status);
  console.log(guardAnswer('Scope 1 was 99 t CO2e in 2025.', context).status);
  // example:end
  expect(lines).toEqual([
    'answered Scope 1 of Demo Manufacturing went down from 2024 to 2025: from 120.00 t CO2e to 108.00 t CO2e, down 12.00 t CO2e (10.00%).',
    'passed',
    'withheld',
  ]);
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const source = readFileSync(new URL(import.meta.url), 'utf8');
  const example = /\/\/ example:start\n([\s\S]*?)\n\s*\/\/ example:end/.exec(source)?.[1] ?? '';
  const dedented = example.replace(/^ {2}/gm, '');
  expect(readme).toContain(dedented);
});
