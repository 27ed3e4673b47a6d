import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApiClient, memoryCsrfStore } from '../api/client';
import { ApiProvider } from '../api/context';

/** A recorded request of the fetch stub. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** JSON bodies parsed; any other body (a CSV upload) kept as text. */
const parseBody = (text: string, type: string | null): unknown => {
  if (type !== null && !type.includes('json')) return text;
  return JSON.parse(text);
};

type Handler = (request: SeenRequest) => { status: number; body?: unknown; type?: string };

/**
 * Renders a component with the real typed client (openapi-fetch with the CSRF middleware) on a
 * stubbed `fetch`: these are component tests, no server runs. The end-to-end tests drive a real one.
 */
export function renderWithApi(ui: ReactElement, handler: Handler, options: { csrfToken?: string } = {}) {
  const seen: SeenRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      headers: request.headers,
      body: text ? parseBody(text, request.headers.get('content-type')) : undefined,
    };
    seen.push(entry);
    const answer = handler(entry);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': answer.type ?? 'application/json' },
    });
  };
  const csrf = memoryCsrfStore();
  if (options.csrfToken) csrf.set(options.csrfToken);
  const client = createApiClient({ csrf, baseUrl: 'http://ctp.test', fetch: fetchStub as typeof fetch });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, csrf }}>{ui}</ApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, seen, csrf, fetchStub };
}

/** A problem+json answer. */
export const problem = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  status,
  type: 'application/problem+json',
  body: { type: `urn:ctp:problem:${code.toLowerCase()}`, title: code, status, code, ...extra },
});
