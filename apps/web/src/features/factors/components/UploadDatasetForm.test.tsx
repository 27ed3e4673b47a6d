import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { UploadDatasetForm } from './UploadDatasetForm';

// Component tests with the real typed client on a fetch stub (no server runs here).

const CSV = [
  'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom',
  'stationary_combustion,ok_row,1.5,kWh,GB,AR5,100yr,2025-01-01',
  'stationary_combustion,bad_unit,1.5,furlongs,GB,AR5,100yr,2025-01-01',
  'stationary_combustion,bad_number,=1+2,kWh,GB,AR5,100yr,2025-13-01',
].join('\n');

// What the server answers for CSV above (apps/server factors routes.test.ts checks the same rows).
const REFUSAL = problem(422, 'DATASET_INVALID', {
  type: 'urn:ctp:problem:invalid-dataset',
  detail: '3 problem(s) in 2 row(s); nothing was imported. Fix them all and upload the dataset again.',
  errors: [
    {
      pointer: '',
      in: 'csv',
      code: 'invalid_row',
      row: 3,
      field: 'unit',
      message: 'unknown unit "furlongs"',
    },
    {
      pointer: '',
      in: 'csv',
      code: 'invalid_row',
      row: 4,
      field: 'factor',
      message: 'not a decimal number: "=1+2" (looks like a spreadsheet formula; formulas are not evaluated)',
    },
    {
      pointer: '',
      in: 'csv',
      code: 'invalid_row',
      row: 4,
      field: 'effectiveFrom',
      message: 'Invalid ISO date',
    },
  ],
});

const fileInput = (container: HTMLElement) => {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

async function fillHeader(version = '2025.1') {
  await userEvent.type(screen.getByRole('textbox', { name: /^Dataset id/ }), 'acme-supplier');
  await userEvent.type(screen.getByRole('textbox', { name: /^Version/ }), version);
  await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Acme supplier factors');
  await userEvent.type(screen.getByRole('textbox', { name: /^Citation/ }), 'Supplier declaration 2025');
  await userEvent.type(screen.getByRole('textbox', { name: /^Source address/ }), 'https://acme.example/d');
}

describe('UploadDatasetForm', () => {
  it('says what is missing next to each field before sending anything', async () => {
    const { seen } = renderWithApi(<UploadDatasetForm />, () => ({ status: 500 }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Dataset id/ }), 'Acme Factors');
    await userEvent.type(screen.getByRole('textbox', { name: /^Source address/ }), 'acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Upload dataset' }));
    expect(await screen.findByText('Use lower-case letters, digits and dashes only.')).toBeInTheDocument();
    expect(screen.getByText('Enter a full address starting with https:// or http://.')).toBeInTheDocument();
    // Version, title, citation and the file.
    expect(screen.getAllByText('This field is needed.')).toHaveLength(4);
    expect(seen).toHaveLength(0);
  });

  it('sends a CSV as text/csv with the header in the query, and lists every row problem by line and column', async () => {
    const { seen, container } = renderWithApi(<UploadDatasetForm />, () => REFUSAL, { csrfToken: 'csrf-1' });
    await fillHeader();
    await userEvent.upload(fileInput(container), new File([CSV], 'acme.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload dataset' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was imported');
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Line 3', 'unit', 'unknown unit "furlongs"'],
      [
        'Line 4',
        'factor',
        'not a decimal number: "=1+2" (looks like a spreadsheet formula; formulas are not evaluated)',
      ],
      ['Line 4', 'effectiveFrom', 'Invalid ISO date'],
    ]);

    expect(seen).toHaveLength(1);
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('text/csv');
    expect(request?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(request?.body).toBe(CSV);
    const query = new URLSearchParams(request?.path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      datasetId: 'acme-supplier',
      datasetVersion: '2025.1',
      title: 'Acme supplier factors',
      source: 'Supplier declaration 2025',
      sourceUrl: 'https://acme.example/d',
    });
  });

  it('puts dataset header problems next to their field and JSON rows by row number', async () => {
    const { container, seen } = renderWithApi(<UploadDatasetForm />, () =>
      problem(422, 'DATASET_INVALID', {
        detail: '2 problem(s) in 2 row(s); nothing was imported.',
        errors: [
          {
            pointer: '/datasetVersion',
            in: 'json',
            code: 'invalid_row',
            row: 0,
            field: 'datasetVersion',
            message: 'too long for a version',
          },
          {
            pointer: '/factors/1/region',
            in: 'json',
            code: 'invalid_row',
            row: 2,
            field: 'region',
            message: 'not a region code',
          },
        ],
      }),
    );
    await fillHeader('v');
    const rows = [{ category: 'electricity' }, { category: 'electricity', region: 'england' }];
    await userEvent.upload(
      fileInput(container),
      new File([JSON.stringify({ factors: rows })], 'rows.json', { type: 'application/json' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload dataset' }));
    expect(await screen.findByText('too long for a version')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Version/ })).toHaveAttribute('aria-invalid', 'true');
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    expect(within(table).getByText('Row 2 of factors')).toBeInTheDocument();
    expect(within(table).queryByText('too long for a version')).toBeNull();
    expect(seen[0]?.body).toMatchObject({ datasetId: 'acme-supplier', datasetVersion: 'v', factors: rows });
  });

  it('refuses a file that is not JSON without sending it', async () => {
    const { container, seen } = renderWithApi(<UploadDatasetForm />, () => ({ status: 500 }));
    await fillHeader();
    await userEvent.upload(
      fileInput(container),
      new File(['{ nope'], 'rows.json', { type: 'application/json' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload dataset' }));
    await waitFor(() => expect(screen.getByText(/^The file is not valid JSON/)).toBeInTheDocument());
    expect(seen).toHaveLength(0);
  });
});
