import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AssistantProvider, createBuiltinProvider, createToolCallingProvider } from '@ctp/assistant';
import { openRuntime } from '../app/open-runtime.js';
import { createServerApp } from '../app/server-app.js';
import { createLogger } from '../http/logging/index.js';
import { type Env, loadConfig, processEnv } from '../wiring/config/index.js';
import { type EvalSummary, formatEval, runAssistantEval } from './assistant-eval/run.js';
import type { CliIo } from './program.js';
import { UsageError } from './read-json-file.js';

/** Options of `ctp assistant-eval`. */
export interface AssistantEvalOptions {
  /** Score a model through the tool-calling provider at this OpenAI-compatible base URL; default the built-in provider. */
  baseUrl?: string;
  model?: string;
  allowExternal?: boolean;
  /** Print the whole result as JSON instead of the summary. */
  json?: boolean;
}

/** The score a provider must reach: 95% of the questions, no wrong figure, no false existence claim. */
export function passes(s: EvalSummary): boolean {
  return Number(s.percent) >= 95 && s.wrongFigures === 0 && s.falseClaims === 0;
}

/**
 * `ctp assistant-eval`: seeds the demo organization (with TCFD and CSRD reports) and Northwind
 * Logistics into a fresh embedded database in a temporary directory, asks the evaluation set
 * through the built-in provider (or a model, `--base-url` and `--model`), scores the answers on
 * facts from the ordinary API, prints the score and removes the directory.
 */
export async function runAssistantEvalCommand(
  options: AssistantEvalOptions,
  io: CliIo,
): Promise<EvalSummary> {
  if ((options.baseUrl === undefined) !== (options.model === undefined))
    throw new UsageError('--base-url and --model go together');
  const provider: AssistantProvider =
    options.baseUrl === undefined || options.model === undefined
      ? createBuiltinProvider()
      : await createToolCallingProvider({
          baseUrl: options.baseUrl,
          model: options.model,
          ...(options.allowExternal ? { allowExternal: true } : {}),
        });
  const dataDir = await mkdtemp(join(tmpdir(), 'ctp-assistant-eval-'));
  try {
    // A database of its own: never the configured one (DATABASE_URL is left out on purpose).
    const { DATABASE_URL: _ignored, ...env }: Env = { ...(io.env ?? processEnv()) };
    const config = await loadConfig({ ...env, CTP_DATA_DIR: dataDir }, { cwd: dataDir });
    const logger = createLogger({ level: 'error', destination: { write: (line) => io.stderr(line) } });
    const runtime = await openRuntime(config, { logger, startJobs: false });
    try {
      const summary = await runAssistantEval(runtime, createServerApp(runtime), provider);
      io.stdout(options.json ? `${JSON.stringify(summary, null, 2)}\n` : formatEval(summary));
      return summary;
    } finally {
      await runtime.jobs.stop({ graceful: false }).catch(() => undefined);
      await runtime.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
