/**
 * Generates `src/api/schema.d.ts` from the server's OpenAPI document.
 *
 *   pnpm --filter @ctp/web api:generate   writes the file
 *   pnpm --filter @ctp/web api:check      fails (exit 1) when the committed file is stale
 *
 * The document comes from a real server started through the public `runCli` export of `@ctp/server`
 * (`ctp serve --port 0` on a throw-away data directory), so this script knows nothing of the server's
 * files. Run with `node --conditions=@ctp/source --import tsx` (the package scripts do).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '@ctp/server';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, '..', 'src', 'api', 'schema.d.ts');
const HEADER = `/**
 * Generated from the server's OpenAPI document by \`pnpm --filter @ctp/web api:generate\`.
 * Do not edit: CI runs \`api:check\`, which fails when this file is stale.
 */

`;

/** Starts `ctp serve` on a free port and a fresh data directory, returns the document, stops it. */
async function fetchDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ctp-web-openapi-'));
  const stop = new AbortController();
  let stderr = '';
  let announce: (url: string) => void = () => {};
  const listening = new Promise<string>((resolve) => {
    announce = resolve;
  });
  // Only what the embedded defaults need: no DATABASE_URL, S3 or assistant settings from the caller.
  const env = { CTP_LOG_LEVEL: 'silent', NODE_ENV: 'development', HOME: process.env.HOME ?? dataDir };
  const exited = runCli(['serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
    stdout: () => {},
    stderr: (text) => {
      stderr += text;
      const url = /serving on (http:\/\/\S+?),? /.exec(stderr)?.[1];
      if (url !== undefined) announce(url);
    },
    cwd: dataDir,
    env,
    shutdownSignal: stop.signal,
  });
  try {
    const url = await Promise.race([
      listening,
      exited.then((code) => {
        throw new Error(`ctp serve exited with ${code} before listening:\n${stderr}`);
      }),
    ]);
    const response = await fetch(`${url}/api/openapi.json`);
    if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
    return await response.json();
  } finally {
    stop.abort();
    await exited.catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const document = await fetchDocument();
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    // `kg` amounts are exact decimal strings; keep every schema as the server declares it.
    alphabetize: false,
    exportType: false,
  });
  const generated = HEADER + astToString(ast);
  if (!check) {
    await writeFile(target, generated);
    process.stdout.write(`wrote ${target}\n`);
    return 0;
  }
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed === generated) {
    process.stdout.write('api:check: src/api/schema.d.ts matches the served OpenAPI document\n');
    return 0;
  }
  const tmp = join(tmpdir(), `ctp-web-schema-${process.pid}.d.ts`);
  await writeFile(tmp, generated);
  process.stderr.write(
    `api:check: src/api/schema.d.ts is stale (fresh copy in ${tmp}); run pnpm --filter @ctp/web api:generate\n`,
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`api: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
