import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { findOrganizationBySlug, withOrganization, withSystem } from '@ctp/store';
import { z } from 'zod';
import { openRuntime } from '../app/open-runtime.js';
import {
  afterImport,
  ImportRowsError,
  importActivities,
  type ParsedSource,
  parseActivityCsv,
  parseActivityJson,
  type RowError,
} from '../features/imports/index.js';
import { importProgress } from './import-progress.js';
import type { CliIo } from './program.js';
import { readJsonFile, UsageError } from './read-json-file.js';
import { configFromOptions, type ServeOptions } from './serve-command.js';

/** Options of `ctp import`. */
export const ImportCommandOptionsSchema = z.object({
  org: z.string().min(1, 'give the organization slug with --org'),
  format: z.enum(['csv', 'json']).optional(),
  dataDir: z.string().optional(),
});
export type ImportCommandOptions = z.input<typeof ImportCommandOptionsSchema>;

/** The outcome of `ctp import`: what was stored, or every problem of every row (nothing stored). */
export type ImportOutcome =
  | { ok: true; imported: number; organization: string; ids: readonly string[] }
  | { ok: false; errors: readonly RowError[] };

function formatOf(file: string, given: 'csv' | 'json' | undefined): 'csv' | 'json' {
  if (given !== undefined) return given;
  const ext = extname(file).toLowerCase();
  if (ext === '.csv') return 'csv';
  if (ext === '.json') return 'json';
  throw new UsageError(
    `cannot tell the format of ${file} from its extension: use --format csv or --format json`,
  );
}

async function readSource(path: string, format: 'csv' | 'json', cwd: string): Promise<ParsedSource> {
  if (format === 'json') return parseActivityJson(await readJsonFile(path, cwd));
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read ${path}: ${error.code ?? error.message}`);
  });
  if (!info.isFile()) throw new UsageError(`cannot read ${path}: not a file`);
  // Streamed: a large file is parsed as it is read, never held as one string.
  return parseActivityCsv(createReadStream(path));
}

/** `file:line: row N, field: message` lines for a terminal. */
export function describeRowErrors(file: string, errors: readonly RowError[]): string {
  return errors
    .map((e) => {
      const where =
        e.line === undefined ? (e.row === 0 ? file : `${file}: row ${e.row}`) : `${file}:${e.line}`;
      return `${where}: ${e.field}: ${e.message} (${e.code})\n`;
    })
    .join('');
}

/**
 * `ctp import FILE --org SLUG`: reads a CSV or JSON file of activity rows, validates every row and
 * imports them all-or-nothing into the organization (found by slug in a system scope), on the
 * database of the configuration (`--data-dir`/`CTP_DATA_DIR` for the embedded one, or
 * `DATABASE_URL`). Pending migrations are applied first, as by every command. The audit entry
 * names the command line (`actorType: system`, `actorId: cli`).
 */
export async function runImport(
  file: string,
  options: ImportCommandOptions & ServeOptions,
  io: CliIo,
): Promise<ImportOutcome> {
  const parsed = ImportCommandOptionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const path = resolve(io.cwd, file);
  const format = formatOf(file, parsed.data.format);
  const source = await readSource(path, format, io.cwd);
  const { config, logger } = await configFromOptions(options, io, 'stderr');
  const runtime = await openRuntime(config, { logger, startJobs: false });
  try {
    const db = runtime.database.db;
    const organization = await withSystem(db, (s) => findOrganizationBySlug(s, parsed.data.org));
    if (organization === undefined) throw new UsageError(`no organization with the slug ${parsed.data.org}`);
    const progress = importProgress(io.progressStream ?? process.stderr);
    try {
      const result = await withOrganization(db, organization.id, (scope) =>
        importActivities(scope, source, {
          actor: { actorType: 'system', actorId: 'cli', enteredBy: null },
          onProgress: (stored, total) => progress.update(stored, total),
        }),
      );
      await afterImport(db);
      return { ok: true, imported: result.imported, organization: organization.slug, ids: result.ids };
    } catch (error) {
      if (error instanceof ImportRowsError) return { ok: false, errors: error.errors };
      throw error;
    } finally {
      progress.stop();
    }
  } finally {
    await runtime.close();
  }
}
