import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiClient, memoryCsrfStore } from '../../../api/client';
import { ApiProvider } from '../../../api/context';
import { problem } from '../../../test/render';
import type { Uploader } from '../api/upload';
import { ImportWizard } from './ImportWizard';

// Component tests with the real typed client on a fetch stub; the commit goes through a recorded uploader.

const CSV = [
  'Site,Category,Qty,UoM,From,To,attr.fuel',
  'Leeds plant,scope1.stationary_combustion,1500.25,kWh,2025-01-01,2025-01-31,gas',
  'Leeds plant,scope1.stationary_combustion,"1,250",kWh,2025-02-01,2025-02-28,gas',
  'Nowhere,scope1.stationary_combustion,12345678901234567890.123,kWh,2025-03-01,2025-02-28,gas',
].join('\n');

const file = (text: string, name = 'meters.csv') => new File([text], name, { type: 'text/csv' });

interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

/**
 * The real typed client on a stubbed fetch, like test/render.tsx, but keeping request bodies as
 * text (the import sends CSV), inside a router (the result links to the activity list).
 */
function setUp(
  handler: (request: SeenRequest) => { status: number; body?: unknown; type?: string },
  failUploads = 0,
) {
  const seen: SeenRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const entry = {
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body: await request.text(),
    };
    seen.push(entry);
    const answer = handler(entry);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': answer.type ?? 'application/json' },
    });
  };
  const csrf = memoryCsrfStore();
  csrf.set('csrf-1');
  const client = createApiClient({ csrf, baseUrl: 'http://ctp.test', fetch: fetchStub as typeof fetch });
  const uploads: Parameters<Uploader>[0][] = [];
  let failures = failUploads;
  const uploader: Uploader = async (request) => {
    uploads.push(request);
    if (failures-- > 0) throw new TypeError('network error');
    request.onProgress(0.5);
    return { imported: 3, ids: [], format: 'csv' };
  };
  const rootRoute = createRootRoute({
    component: () => <ImportWizard facilityNames={new Set(['Leeds plant'])} uploader={uploader} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/activities/import'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, csrf }}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { seen, uploads };
}

const fileInput = async () => {
  await screen.findByRole('button', { name: 'Choose a file' });
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (input === null) throw new Error('no file input');
  return input;
};
const mappingSelect = (name: RegExp) => {
  const input = screen.getAllByLabelText(name).find((element) => element.tagName === 'INPUT');
  if (input === undefined) throw new Error(`no select ${name}`);
  return input as HTMLInputElement;
};

describe('ImportWizard', () => {
  it('guesses the column mapping from the headers and lets the person change it', async () => {
    setUp(() => ({ status: 500 }));
    await userEvent.upload(await fileInput(), file(CSV));
    expect(
      await screen.findByText('meters.csv: 3 rows, 7 columns', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(mappingSelect(/^Facility \(by name\)/)).toHaveValue('Column 1: Site');
    expect(mappingSelect(/^Quantity/)).toHaveValue('Column 3: Qty');
    expect(mappingSelect(/^Period start/)).toHaveValue('Column 5: From');
    expect(mappingSelect(/^Region/)).toHaveValue('(not in the file)');
    expect(screen.getByText('Columns named attr.<name> are sent as attributes: fuel.')).toBeInTheDocument();

    const preview = screen.getByRole('table', { name: 'Preview of the rows to import' });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'In file',
      'Problems',
      'category',
      'quantity',
      'unit',
      'periodStart',
      'periodEnd',
      'facility',
      'attr.fuel',
    ]);
    // Quantities are shown and sent exactly as written.
    expect(within(preview).getByText('12345678901234567890.123')).toBeInTheDocument();

    // Moving the facility to "no column" takes it out of the preview (and of the upload).
    await userEvent.click(mappingSelect(/^Facility \(by name\)/));
    await userEvent.click(await screen.findByRole('option', { name: '(not in the file)' }));
    await waitFor(() =>
      expect(within(preview).queryByRole('columnheader', { name: 'facility' })).not.toBeInTheDocument(),
    );
    // Choosing a column that already feeds another field says so.
    await userEvent.click(mappingSelect(/^Region/));
    await userEvent.click(await screen.findByRole('option', { name: 'Column 4: UoM' }));
    expect(await screen.findByText('This column also feeds unit.')).toBeInTheDocument();
  });

  it("shows the browser's checks, then the server's row errors linked to the preview, and commits only a checked file", async () => {
    let answer: 'refuse' | 'accept' = 'refuse';
    const { seen, uploads } = setUp((request) => {
      if (request.path !== '/api/activities/import/validate') return { status: 404 };
      return answer === 'refuse'
        ? problem(422, 'IMPORT_ROWS_INVALID', {
            detail: '3 problem(s) in 2 row(s)',
            errors: [
              {
                pointer: '/1/quantity',
                code: 'invalid_quantity',
                message: 'x',
                row: 2,
                line: 3,
                field: 'quantity',
              },
              {
                pointer: '/2/facility',
                code: 'unknown_facility',
                message: 'x',
                row: 3,
                line: 4,
                field: 'facility',
              },
              {
                pointer: '/2/category',
                code: 'invalid_value',
                message: 'no algorithm for category scope1.x',
                row: 3,
                line: 4,
                field: 'category',
              },
            ],
          })
        : { status: 200, body: { valid: true, rows: 3, format: 'csv' } };
    });
    await userEvent.upload(await fileInput(), file(CSV));
    await screen.findByText('meters.csv: 3 rows, 7 columns', {}, { timeout: 10_000 });
    // The browser's own checks, before anything is sent.
    const client = screen.getByText('The browser found 3 problem(s) in 2 row(s)');
    const clientList = client.closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    expect(clientList).toHaveTextContent(
      'Line 3 · Quantity (quantity): Not a plain decimal number. Write it like 1250.5',
    );
    expect(clientList).toHaveTextContent(
      'Line 4 · Period end (periodEnd): The period ends before it starts.',
    );
    expect(clientList).toHaveTextContent(
      'Line 4 · Facility (by name) (facility): There is no facility with this name',
    );
    const commit = screen.getByRole('button', { name: 'Import 3 rows' });
    expect(commit).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('The server refused 3 problem(s) in 2 row(s); nothing was stored');
    expect(refused).toHaveTextContent('Line 4 · Category (category): no algorithm for category scope1.x');
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/activities/import/validate' });
    expect(seen[0]?.headers.get('content-type')).toContain('text/csv');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(seen[0]?.headers.get('idempotency-key')).toBeNull();
    expect(commit).toBeDisabled();

    // The link shows the row in the preview and moves the focus to it.
    await userEvent.click(
      within(refused).getAllByRole('button', { name: 'Show in the preview: Line 4' })[0] as HTMLElement,
    );
    const row = document.getElementById('import-row-3');
    expect(row).toHaveFocus();
    expect(row).toHaveAttribute('data-bad');
    expect(row).toHaveTextContent('Category (category): no algorithm for category scope1.x');

    // The person fixes the file and chooses it again: the mapping stays, the check starts over.
    const fixed = [
      CSV.split('\n')[0],
      CSV.split('\n')[1],
      'Leeds plant,scope1.stationary_combustion,1250,kWh,2025-02-01,2025-02-28,gas',
      'Leeds plant,scope1.stationary_combustion,12345678901234567890.123,kWh,2025-03-01,2025-03-31,gas',
    ].join('\n');
    answer = 'accept';
    await userEvent.upload(await fileInput(), file(fixed, 'meters-fixed.csv'));
    expect(
      await screen.findByText('meters-fixed.csv: 3 rows, 7 columns', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByText('All 3 rows passed the server’s checks. Nothing is stored yet.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('3 activities imported')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show them in the activity data' })).toHaveAttribute(
      'href',
      '/activities?from=2025-01-01&to=2025-03-31',
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // What is sent: the API's field names, the file's text, the checked body.
    expect(uploads[0]?.csv).toBe(
      [
        'category,quantity,unit,periodStart,periodEnd,facility,attr.fuel',
        'scope1.stationary_combustion,1500.25,kWh,2025-01-01,2025-01-31,Leeds plant,gas',
        'scope1.stationary_combustion,1250,kWh,2025-02-01,2025-02-28,Leeds plant,gas',
        'scope1.stationary_combustion,12345678901234567890.123,kWh,2025-03-01,2025-03-31,Leeds plant,gas',
      ].join('\n'),
    );
  });

  it('refuses a file that is neither CSV nor .xlsx, in words', async () => {
    setUp(() => ({ status: 500 }));
    await userEvent.upload(await fileInput(), new File(['x'], 'meters.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'meters.pdf is neither a CSV nor an .xlsx file.',
    );
  });

  it('keeps the idempotency key of an upload when it is retried after a lost answer', async () => {
    const ok = ['category,quantity,unit,periodStart,periodEnd', 'c,1,kWh,2025-01-01,2025-01-31'].join('\n');
    const { uploads } = setUp(() => ({ status: 200, body: { valid: true, rows: 1, format: 'csv' } }), 1);
    await userEvent.upload(await fileInput(), file(ok));
    await screen.findByText('meters.csv: 1 rows, 5 columns', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 1 rows' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was imported');
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 rows' }));
    expect(await screen.findByText('3 activities imported')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.idempotencyKey).toBe(uploads[0]?.idempotencyKey);
  });
});
