import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ProblemError } from '../../http/problem.js';
import { parseActivityCsv } from './parse-csv.js';
import { parseActivityJson } from './parse-json.js';
import type { ParsedSource } from './source-rows.js';

/** The rows of the body by its media type, and the hash that ties an idempotency key to the body. */
export async function readSource(
  c: Context,
  jsonBody: () => unknown,
): Promise<{ source: ParsedSource; hash: string }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  if (type === 'text/csv') {
    const text = await c.req.text();
    return { source: await parseActivityCsv(text), hash: sha(`csv\n${text}`) };
  }
  if (type === 'application/json' || type?.endsWith('+json')) {
    const body = jsonBody();
    return { source: parseActivityJson(body), hash: sha(`json\n${JSON.stringify(body)}`) };
  }
  throw new ProblemError('UNSUPPORTED_MEDIA_TYPE', {
    detail: 'Send the rows as text/csv or application/json.',
  });
}
