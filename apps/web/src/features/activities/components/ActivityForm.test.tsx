import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { Algorithm } from '../api/create';
import { ActivityForm } from './ActivityForm';

// Component tests with the real typed client on a fetch stub (no server runs here).

const algorithm = (id: string, category: string) =>
  ({ id, category, name: id, scope: 'scope1', region: null, resolution: 'generic' }) as unknown as Algorithm;
const algorithms = [
  algorithm('ctp/stationary-combustion', 'scope1.stationary_combustion'),
  algorithm('ctp/electricity-location-based', 'scope2.electricity.location_based'),
];
const facilities = [
  {
    id: '0190f5f4-0000-7000-8000-0000000000f1',
    name: 'Leeds plant',
    address: null,
    country: 'GB',
    gridRegion: 'GB',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
];

async function fillValid() {
  // Mantine's Select labels its listbox too: pick the input.
  const input = screen.getAllByLabelText(/^Category/).find((element) => element.tagName === 'INPUT');
  if (input === undefined) throw new Error('no category input');
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: 'scope1.stationary_combustion' }));
  await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '1250.5');
  await userEvent.type(screen.getByRole('textbox', { name: /^Unit/ }), 'm3');
  await userEvent.type(screen.getByLabelText(/^Period start/), '2025-01-01');
  await userEvent.type(screen.getByLabelText(/^Period end/), '2025-01-31');
}

describe('ActivityForm', () => {
  it('explains each problem next to its field before sending anything', async () => {
    const { seen } = renderWithApi(<ActivityForm algorithms={algorithms} facilities={facilities} />, () => ({
      status: 500,
    }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '1,250');
    await userEvent.type(screen.getByRole('textbox', { name: /^Region/ }), 'england');
    await userEvent.type(screen.getByLabelText(/^Period start/), '2025-02-01');
    await userEvent.type(screen.getByLabelText(/^Period end/), '2025-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(
      await screen.findByText(
        'Enter a number without signs or exponents, e.g. 1250.5 (a point for decimals).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The period must end on or after its start.')).toBeInTheDocument();
    expect(screen.getByText('Use a code such as US-CAMX, GB or GLOBAL.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is needed.')).toHaveLength(2); // category, unit
    expect(seen).toHaveLength(0);
  });

  it('sends the activity with the CSRF token and an idempotency key, reused when the same entry is retried', async () => {
    let fail = true;
    const { seen } = renderWithApi(
      <ActivityForm algorithms={algorithms} facilities={facilities} />,
      () =>
        fail ? problem(503, 'UNAVAILABLE', { detail: 'The database is busy.' }) : { status: 201, body: {} },
      { csrfToken: 'csrf-9' },
    );
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Activity saved.'));

    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({
      method: 'POST',
      path: '/api/activities',
      body: {
        category: 'scope1.stationary_combustion',
        quantity: '1250.5',
        unit: 'm3',
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
        dataQuality: 'measured',
      },
    });
    expect(seen[1]?.headers.get('x-csrf-token')).toBe('csrf-9');
    const key = seen[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]?.headers.get('idempotency-key')).toBe(key);
  });

  it("puts the server's field errors next to their field", async () => {
    renderWithApi(<ActivityForm algorithms={algorithms} facilities={facilities} />, () =>
      problem(400, 'VALIDATION_FAILED', {
        errors: [{ pointer: '/unit', code: 'unit', message: 'The unit m3 is not a unit of energy.' }],
      }),
    );
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(await screen.findByText('The unit m3 is not a unit of energy.')).toBeInTheDocument();
  });

  it('sends a chosen data type and quality score', async () => {
    const { seen } = renderWithApi(<ActivityForm algorithms={algorithms} facilities={facilities} />, () => ({
      status: 201,
      body: {},
    }));
    await fillValid();
    // The score's help text says what each score means, in words.
    expect(screen.getByText(/How much the figure can be trusted, 1 \(best\) to 5/)).toBeInTheDocument();
    const pick = async (label: RegExp, option: string) => {
      const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
      if (input === undefined) throw new Error(`no ${label} input`);
      await userEvent.click(input);
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick(/^Data type/, 'Spend-based (money spent × economic factor)');
    await pick(/^Quality score/, '4 – poor: rough or spend-based (±30%)');
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toMatchObject({ dataType: 'spend_based', qualityScore: 4 });
  });

  it('states no data type or score unless one is chosen (the server derives them)', async () => {
    const { seen } = renderWithApi(<ActivityForm algorithms={algorithms} facilities={facilities} />, () => ({
      status: 201,
      body: {},
    }));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).not.toHaveProperty('dataType');
    expect(seen[0]?.body).not.toHaveProperty('qualityScore');
  });
});
