import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, type SeenRequest } from '../../../test/render';
import { InitiativeForm } from './InitiativeForm';

const FACILITIES = { status: 200, body: { items: [], nextCursor: null } };
const CREATED = {
  id: '0190f5f4-0000-7000-8000-0000000000b1',
  name: 'LED retrofit',
  status: 'planned',
  archived: false,
  archivedAt: null,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  scope: 2,
  impact: { type: 'absolute', tonnesPerYear: 2.5 },
  implementationStart: '2026-01',
  rampUpMonths: 6,
  capex: 12000.5,
  opexPerYear: 0,
  savingsPerYear: 1500,
  lifetimeYears: 10,
};
const answer = (body: unknown) => (request: SeenRequest) =>
  request.path.startsWith('/api/facilities') ? FACILITIES : { status: 201, body };
const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

describe('InitiativeForm', () => {
  it('says in words what is wrong and sends nothing', async () => {
    const { seen } = renderWithApi(<InitiativeForm />, answer(CREATED));
    await userEvent.type(screen.getByLabelText(/^Tonnes avoided a year/), '-3');
    await userEvent.type(screen.getByLabelText(/^Start/), 'next spring');
    const capex = screen.getByLabelText(/^Capex/);
    await userEvent.clear(capex);
    await userEvent.type(capex, '1e5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the initiative' }));
    expect(await screen.findByText('Give the initiative a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number above zero (a point for decimals).')).toBeInTheDocument();
    expect(screen.getByText('Enter the first month of effect as YYYY-MM, e.g. 2026-01.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter an amount of 0 or more, without signs (a point for decimals).'),
    ).toBeInTheDocument();
    expect(writes(seen)).toHaveLength(0);
  });

  it('stores the initiative with its numbers taken from the exact decimals typed', async () => {
    const onDone = vi.fn();
    const { seen } = renderWithApi(<InitiativeForm onDone={onDone} />, answer(CREATED));
    await userEvent.type(screen.getByLabelText(/^Name/), 'LED retrofit');
    await userEvent.type(screen.getByLabelText(/^Tonnes avoided a year/), '2.5');
    await userEvent.type(screen.getByLabelText(/^Start/), '2026-01');
    const set = async (label: RegExp, value: string) => {
      const input = screen.getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, value);
    };
    await set(/^Ramp-up/, '6');
    await set(/^Capex/, '12000.50');
    await set(/^Savings a year/, '1500');
    await userEvent.type(screen.getByLabelText(/^Category/), 'scope2.electricity');
    await userEvent.click(screen.getByRole('button', { name: 'Save the initiative' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [post] = writes(seen);
    expect(post?.path).toBe('/api/forecasting/initiatives');
    expect(post?.body).toEqual({
      name: 'LED retrofit',
      scope: 2,
      category: 'scope2.electricity',
      impact: { type: 'absolute', tonnesPerYear: 2.5 },
      implementationStart: '2026-01',
      rampUpMonths: 6,
      capex: 12000.5,
      opexPerYear: 0,
      savingsPerYear: 1500,
      lifetimeYears: 10,
    });
  });

  it('edits a stored initiative with PATCH, starting from its values', async () => {
    const { seen } = renderWithApi(<InitiativeForm editing={CREATED as never} />, answer(CREATED));
    expect(screen.getByLabelText(/^Capex/)).toHaveValue('12000.5');
    const tonnes = screen.getByLabelText(/^Tonnes avoided a year/);
    await userEvent.clear(tonnes);
    await userEvent.type(tonnes, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.method).toBe('PATCH');
    expect(writes(seen)[0]?.path).toBe(`/api/forecasting/initiatives/${CREATED.id}`);
    expect(writes(seen)[0]?.body).toMatchObject({
      impact: { type: 'absolute', tonnesPerYear: 3 },
      capex: 12000.5,
    });
  });
});
