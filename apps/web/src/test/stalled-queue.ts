import { createApiClient, memoryCsrfStore } from '../api/client';

/**
 * The typed client on a stand-in for a server whose queue no worker takes: every request is
 * answered with `job` (still queued) and recorded as `METHOD /path` in `seen`. The real 202 paths
 * are tested against a server in apps/server's job tests and the end-to-end tests.
 */
export function stalledQueue(job: Record<string, unknown>) {
  const seen: string[] = [];
  const client = createApiClient({
    csrf: memoryCsrfStore(),
    baseUrl: 'http://ctp.test',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response(JSON.stringify(job), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  /** A 202 answer of the POST that queued `job`. */
  const queued = { data: { id: job.id, status: 'queued' }, response: new Response(null, { status: 202 }) };
  return { client, seen, queued };
}
