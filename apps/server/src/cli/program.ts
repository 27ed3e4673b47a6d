import { Command, CommanderError, Option } from 'commander';
import serverPackage from '../../package.json' with { type: 'json' };
import { ConfigError } from '../wiring/config/config-error.js';
import type { Env } from '../wiring/config/index.js';
import type { ImportCommandOptions } from './import-command.js';
import type { ProgressStream } from './import-progress.js';
import { UsageError } from './read-json-file.js';
import type { ServeOptions } from './serve-command.js';

// Each command's module (the engine, the store, the server, the PDF renderer, the assistant) is
// imported when that command runs, not when the program starts: `ctp --version` and `ctp --help`
// load only commander and the configuration schema.
const commands = {
  calculate: () => import('./calculate-command.js'),
  orgCalculate: () => import('./org-calculate-command.js'),
  replay: () => import('./replay-command.js'),
  verifyResults: () => import('./verify-results-command.js'),
  serve: () => import('./serve-command.js'),
  demo: () => import('./demo-command.js'),
  assistantEval: () => import('./assistant-eval-command.js'),
  import: () => import('./import-command.js'),
};

/** Where the program writes, so tests can capture it. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Directory relative file names are resolved against. */
  cwd: string;
  /** Environment for server commands; default the process environment. */
  env?: Env;
  /** Server commands shut down when this aborts (besides SIGTERM and SIGINT). */
  shutdownSignal?: AbortSignal;
  /** Where `ctp import` draws its progress bar (only when it is a terminal); default stderr. */
  progressStream?: ProgressStream;
}

/**
 * Exit codes: 0 everything succeeded; 1 the command ran but some activity failed or a record did
 * not verify; 2 the command line or an input file was unusable.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Builds the `ctp` program. */
export function createProgram(io: CliIo, setExitCode: (code: number) => void): Command {
  const program = new Command('ctp')
    .description('CTP, the Climate Transparency Platform')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .version(serverPackage.version, '-V, --version', 'print the version of ctp');

  program
    .command('calculate')
    .description(
      "calculate a JSON array of activities and print each output and calculation record as JSON; or, with --org, calculate an organization's stored activity data for a period and store the results",
    )
    .argument(
      '[file]',
      'JSON array of { id, category, quantity, unit, periodStart, periodEnd, region?, attributes? } (without --org)',
    )
    .addOption(new Option('--gwp <set>', 'IPCC GWP set').choices(['AR4', 'AR5', 'AR6']).default('AR6'))
    .addOption(
      new Option('--timeframe <horizon>', 'GWP time horizon').choices(['100yr', '20yr']).default('100yr'),
    )
    .option('--org <slug>', "calculate this organization's stored activities (with --from and --to)")
    .option('--from <date>', 'first day of the period (with --org)')
    .option('--to <date>', 'last day of the period (with --org)')
    .option(
      '--data-dir <dir>',
      'data directory of the embedded database (with --org; overrides CTP_DATA_DIR)',
    )
    .action(
      async (
        file: string | undefined,
        options: {
          gwp: 'AR4' | 'AR5' | 'AR6';
          timeframe: '100yr' | '20yr';
          org?: string;
          from?: string;
          to?: string;
          dataDir?: string;
        },
      ) => {
        if (options.org !== undefined) {
          if (file !== undefined) throw new UsageError('give either a FILE or --org, not both');
          const { runOrgCalculate } = await commands.orgCalculate();
          const summary = await runOrgCalculate(
            {
              org: options.org,
              from: options.from as string,
              to: options.to as string,
              gwp: options.gwp,
              timeframe: options.timeframe,
              ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
            },
            io,
          );
          io.stdout(`${JSON.stringify(summary, null, 2)}\n`);
          setExitCode(summary.failedCount === 0 ? EXIT.ok : EXIT.failed);
          return;
        }
        if (file === undefined)
          throw new UsageError('give a FILE of activities, or --org SLUG --from DATE --to DATE');
        const { runCalculate } = await commands.calculate();
        const lines = await runCalculate(file, options, io.cwd);
        io.stdout(`${JSON.stringify(lines, null, 2)}\n`);
        setExitCode(lines.every((line) => line.ok) ? EXIT.ok : EXIT.failed);
      },
    );

  program
    .command('replay')
    .description('recompute calculation records offline and check both checksums')
    .argument('<file>', 'a calculation record, an array of records, or the output of `ctp calculate`')
    .action(async (file: string) => {
      const { runReplay } = await commands.replay();
      const verdicts = await runReplay(file, io.cwd);
      io.stdout(`${JSON.stringify(verdicts.length === 1 ? verdicts[0] : verdicts, null, 2)}\n`);
      setExitCode(verdicts.every((v) => v.valid) ? EXIT.ok : EXIT.failed);
    });

  program
    .command('verify-results')
    .description(
      "recompute an organization's reported results from its calculation records, each run's Merkle root and the audit hash chain; name every result that disagrees (exit 1 when anything does)",
    )
    .requiredOption('--org <slug>', 'slug of the organization')
    .option('--run <id>', 'verify only this calculation run (default: the current results)')
    .option('--data-dir <dir>', 'data directory of the embedded database (overrides CTP_DATA_DIR)')
    .action(async (options: { org: string; run?: string; dataDir?: string }) => {
      const { runVerifyResults } = await commands.verifyResults();
      const outcome = await runVerifyResults(options, io);
      io.stdout(`${JSON.stringify(outcome, null, 2)}\n`);
      setExitCode(outcome.valid ? EXIT.ok : EXIT.failed);
    });

  const dataDirOption = '--data-dir <dir>';
  const dataDirHelp =
    'data directory: embedded database, artifacts, session secret (overrides CTP_DATA_DIR, default .ctp-data)';

  const serving: [name: 'start' | 'serve', description: string][] = [
    [
      'start',
      'run the server and the worker in one process on the embedded defaults (PGlite and files in the data directory) until SIGTERM or SIGINT',
    ],
    ['serve', 'run the HTTP server only until SIGTERM or SIGINT; configuration from the environment'],
  ];
  for (const [name, description] of serving) {
    program
      .command(name)
      .description(description)
      .option('--port <port>', 'port to listen on (overrides PORT, default 3000)')
      .option('--host <host>', 'address to bind (overrides HOST, default 127.0.0.1)')
      .option(dataDirOption, dataDirHelp)
      .action(async (options: ServeOptions) => {
        const { runServe } = await commands.serve();
        await runServe(options, io, name);
        setExitCode(EXIT.ok);
      });
  }

  program
    .command('worker')
    .description(
      'run the job queue only until SIGTERM or SIGINT, working every job type (housekeeping, supplier syncs, PACT answer delivery, report generation, long forecast fits)',
    )
    .option(dataDirOption, dataDirHelp)
    .action(async (options: ServeOptions) => {
      const { runWorker } = await commands.serve();
      await runWorker(options, io);
      setExitCode(EXIT.ok);
    });

  program
    .command('demo')
    .description(
      'create a demo organization with two facilities and 24 months of activity data, calculate it, and print the totals and how to sign in',
    )
    .option('--slug <slug>', 'slug of the demo organization', 'demo')
    .option(dataDirOption, dataDirHelp)
    .action(async (options: { slug: string; dataDir?: string }) => {
      const { formatDemo, runDemo } = await commands.demo();
      const outcome = await runDemo(options, io);
      io.stdout(formatDemo(outcome));
      setExitCode(outcome.runs.every((run) => run.failedCount === 0) ? EXIT.ok : EXIT.failed);
    });

  program
    .command('assistant-eval')
    .description(
      "score the assistant on the repository's evaluation set (demo organization and a second one, in a fresh temporary database): facts from the ordinary API, not wording; exits 1 below 95% or on any wrong figure or false existence claim",
    )
    .option(
      '--base-url <url>',
      'score a model: its OpenAI-compatible base URL (tool calling); default the built-in provider',
    )
    .option('--model <name>', 'the model name, with --base-url')
    .option('--allow-external', 'allow a model server outside loopback and private networks')
    .option('--json', 'print every answer and verdict as JSON')
    .action(
      async (options: { baseUrl?: string; model?: string; allowExternal?: boolean; json?: boolean }) => {
        const { passes, runAssistantEvalCommand } = await commands.assistantEval();
        const summary = await runAssistantEvalCommand(options, io);
        setExitCode(passes(summary) ? EXIT.ok : EXIT.failed);
      },
    );

  program
    .command('migrate')
    .description('apply pending database migrations, print what was applied, and exit')
    .option(dataDirOption, dataDirHelp)
    .action(async (options: ServeOptions) => {
      const { runMigrate } = await commands.serve();
      const applied = await runMigrate(options, io);
      io.stdout(
        applied.length === 0
          ? 'migrations: already current\n'
          : `migrations applied:\n${applied.map((m) => `  ${m}\n`).join('')}`,
      );
      setExitCode(EXIT.ok);
    });

  program
    .command('import')
    .description(
      'import a CSV or JSON file of activity rows into an organization, all or nothing: every bad row is listed with its line and nothing is stored',
    )
    .argument('<file>', 'CSV with a header row, or JSON (an array of rows or { rows }); see the README')
    .requiredOption('--org <slug>', 'slug of the organization to import into')
    .addOption(
      new Option('--format <format>', 'file format (default: from the extension)').choices(['csv', 'json']),
    )
    .option(dataDirOption, dataDirHelp)
    .action(async (file: string, options: ImportCommandOptions & ServeOptions) => {
      const { describeRowErrors, runImport } = await commands.import();
      const outcome = await runImport(file, options, io);
      if (outcome.ok) {
        io.stdout(`imported ${outcome.imported} activities into ${outcome.organization}\n`);
        setExitCode(EXIT.ok);
      } else {
        const rows = new Set(outcome.errors.map((e) => e.row)).size;
        io.stderr(describeRowErrors(file, outcome.errors));
        io.stderr(`ctp: ${outcome.errors.length} problem(s) in ${rows} row(s); nothing was imported\n`);
        setExitCode(EXIT.failed);
      }
    });

  return program;
}

/** Runs the program on `argv` (without `node` and the script) and returns the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = createProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (error instanceof ConfigError) {
      io.stderr(`ctp: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof UsageError) {
      io.stderr(`ctp: ${error.message}\n`);
      return EXIT.usage;
    }
    const e = error as { code?: string; message?: string };
    io.stderr(`ctp: ${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}\n`);
    return EXIT.failed;
  }
}
