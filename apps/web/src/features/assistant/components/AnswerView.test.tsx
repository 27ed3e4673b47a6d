import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiClient, memoryCsrfStore } from '../../../api/client';
import { ApiProvider } from '../../../api/context';
import type { ChatAnswer } from '../api/stream';
import { AnswerView } from './AnswerView';

const OAKLAND = '0190f5f4-0000-7000-8000-00000000000a';
const response =
  'Demo Manufacturing in 2025:\n- Scope 1: 417.50 t CO2e\n- Oakland office electricity (location-based): 12.3 t CO2e';

const answer = (over: Partial<ChatAnswer> = {}): ChatAnswer => ({
  interactionId: '0190f5f4-0000-7000-8000-000000000001',
  conversationId: '0190f5f4-0000-7000-8000-000000000002',
  status: 'answered',
  response,
  suggestions: [],
  figures: [
    {
      text: '417.50 t CO2e',
      start: response.indexOf('417.50'),
      end: response.indexOf('417.50') + '417.50 t CO2e'.length,
      path: 'queries[0](totals).entries[0]:groups[0]',
      measure: 'kg',
      source: {
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        scope: 1,
        method: null,
        category: null,
        facilityId: null,
      },
    },
    {
      text: '12.3 t CO2e',
      start: response.indexOf('12.3'),
      end: response.indexOf('12.3') + '12.3 t CO2e'.length,
      path: 'queries[1](totals).entries[2]:categories[0]',
      measure: 'kg',
      source: {
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        scope: 2,
        method: 'location_based',
        category: 'scope2.electricity.location_based',
        facilityId: OAKLAND,
      },
    },
  ],
  guard: { status: 'passed', findings: [], figuresChecked: 2 },
  context: { periods: ['2025'], parts: {}, omitted: [], tokens: 100 },
  intent: { use: 'explain_report', periods: ['2025'], scopes: [] },
  promptTemplateVersion: 'ctp-assistant-prompt/1',
  provider: 'builtin',
  model: null,
  usage: { tokensIn: 1, tokensOut: 1, estimated: true },
  latencyMs: 5,
  ...over,
});

type Seen = { method: string; path: string; body: unknown; csrf: string | null };

// The real typed client on a recording fetch, and a memory router for the links; no server runs.
function renderAnswer(a: ChatAnswer) {
  const seen: Seen[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
      csrf: request.headers.get('x-csrf-token'),
    });
    return new Response(
      JSON.stringify({
        id: '0190f5f4-0000-7000-8000-000000000009',
        interactionId: a.interactionId,
        userId: null,
        apiTokenId: null,
        suggestionIndex: body?.suggestionIndex ?? null,
        action: body?.action,
        note: body?.note ?? null,
        createdAt: '2026-01-01T00:00:00Z',
      }),
      { status: 201, headers: { 'content-type': 'application/json' } },
    );
  };
  const csrf = memoryCsrfStore();
  csrf.set('csrf-1');
  const client = createApiClient({ csrf, baseUrl: 'http://ctp.test', fetch: fetchStub as typeof fetch });
  const root = createRootRoute({ component: Outlet });
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <AnswerView answer={a} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ApiProvider value={{ client, csrf }}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { seen };
}

describe('AnswerView', () => {
  it('makes every figure a link to the results it sums, and keeps the rest of the text as written', async () => {
    renderAnswer(answer());
    const scope1 = await screen.findByRole('link', { name: '417.50 t CO2e' });
    const href = new URL(scope1.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/results');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      scope: '1',
      from: '2025-01-01',
      to: '2025-12-31',
    });
    const oakland = new URL(
      screen.getByRole('link', { name: '12.3 t CO2e' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(oakland.searchParams.get('method')).toBe('location');
    expect(oakland.searchParams.get('category')).toBe('scope2.electricity.location_based');
    expect(oakland.searchParams.get('facilityId')).toBe(OAKLAND);
    expect(screen.getByTestId('assistant-answer').textContent).toBe(response);
  });

  it('leaves a figure unlinked when its offsets do not hold it, rather than linking the wrong text', async () => {
    const base = answer();
    const shifted = base.figures.map((f) => ({ ...f, start: f.start + 1, end: f.end + 1 }));
    renderAnswer({ ...base, figures: shifted });
    await screen.findByTestId('assistant-answer');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByTestId('assistant-answer').textContent).toBe(response);
  });

  it('shows a withheld answer as withheld, with its reasons and no figure links', async () => {
    const why =
      "The answer was withheld: it contained figures that could not be verified against your organization's data.\n- 1 figure does not match any value in your data";
    renderAnswer(answer({ status: 'withheld', response: why, figures: [] }));
    const alert = await screen.findByTestId('assistant-withheld');
    expect(within(alert).getByText('Answer withheld')).toBeInTheDocument();
    expect(alert.textContent).toContain('1 figure does not match any value in your data');
    expect(screen.queryByTestId('assistant-answer')).toBeNull();
  });

  it('shows suggestions for a person to confirm, links their screen, and records the decision', async () => {
    const { seen } = renderAnswer(
      answer({
        suggestions: [{ index: 0, text: 'You should add the missing electricity data for March.' }],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Make this change in Activity data' })).toHaveAttribute(
      'href',
      '/activities',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm suggestion 1' }));
    expect(await screen.findByText('Recorded: accepted.')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/ai-assistant/interactions/0190f5f4-0000-7000-8000-000000000001/human-actions',
        body: { suggestionIndex: 0, action: 'accepted' },
        csrf: 'csrf-1',
      },
    ]);
  });

  it('records what the asker did with the whole answer, with a note', async () => {
    const { seen } = renderAnswer(answer());
    await userEvent.click(await screen.findByRole('radio', { name: 'Used it with changes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Rounded for the board');
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByText('Recorded: modified.')).toBeInTheDocument());
    expect(seen[0]?.body).toEqual({ action: 'modified', note: 'Rounded for the board' });
  });
});
