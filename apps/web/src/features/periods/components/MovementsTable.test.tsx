import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { MovementLine, PeriodMovements } from '../api/movements';
import { MovementsTable } from './MovementsTable';

const PERIOD = '0190f5f4-0000-7000-8000-000000000001';
const line = (
  key: string,
  previous: string,
  current: string,
  extra: Partial<MovementLine> = {},
): MovementLine => ({
  key,
  facilityName: null,
  previousCo2eKg: previous,
  currentCo2eKg: current,
  changeCo2eKg: String(Number(current) - Number(previous)),
  changePercent: null,
  aboveThreshold: false,
  explanation: null,
  explanationStale: false,
  ...extra,
});
const movements: PeriodMovements = {
  periodId: PERIOD,
  previous: { periodStart: '2024-01-01', periodEnd: '2024-12-31' },
  thresholdPercent: '5',
  lines: [
    line('scope1', '100000', '110000', { changePercent: '10', aboveThreshold: true }),
    line('scope2.location_based', '50000', '51000', { changePercent: '2' }),
    line('scope3.category.6', '2000', '3000', {
      changePercent: '50',
      aboveThreshold: true,
      explanation: {
        id: '0190f5f4-0000-7000-8000-0000000000e1',
        lineKey: 'scope3.category.6',
        explanation: 'Twice as many flights to the new site.',
        previousCo2eKg: '2000',
        currentCo2eKg: '3000',
        thresholdPercent: '5',
        supersedesId: null,
        explainedBy: '0190f5f4-0000-7000-8000-0000000000a1',
        explainedAt: '2026-01-05T10:00:00Z',
      },
    }),
    line('facility.0190f5f4-0000-7000-8000-0000000000f1', '0', '7000', {
      facilityName: 'Leeds plant',
      aboveThreshold: true,
    }),
  ],
  missing: ['scope1', 'facility.0190f5f4-0000-7000-8000-0000000000f1'],
};

describe('MovementsTable', () => {
  it('names each line, marks the missing explanations and shows the others read-only', () => {
    renderWithApi(<MovementsTable periodId={PERIOD} movements={movements} canExplain={false} />, () => ({
      status: 500,
    }));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Scope 1');
    expect(rows[0]).toHaveTextContent('+10.0%');
    expect(rows[0]).toHaveTextContent('Required, missing');
    expect(rows[0]).toHaveAttribute('data-state', 'missing');
    expect(rows[1]).toHaveTextContent('Within threshold');
    expect(rows[2]).toHaveTextContent('Scope 3, category 6');
    expect(rows[2]).toHaveTextContent('Twice as many flights to the new site.');
    expect(rows[2]).toHaveTextContent('Explained');
    expect(rows[3]).toHaveTextContent('Facility: Leeds plant');
    expect(rows[3]).toHaveTextContent('New (was zero)');
    expect(screen.getByText(/Against 2024-01-01 to 2024-12-31; threshold 5%/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains a line inline: posts the line key and the text', async () => {
    const { seen } = renderWithApi(
      <MovementsTable periodId={PERIOD} movements={movements} canExplain />,
      (request) =>
        request.method === 'POST'
          ? { status: 201, body: { ...movements.lines[2]?.explanation, lineKey: 'scope1' } }
          : { status: 200, body: movements },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Explain Scope 1' }));
    const form = screen.getByRole('form', { name: 'Explain the movement of Scope 1' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save explanation' }));
    expect(await within(form).findByText('Enter an explanation.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Why did Scope 1 move/), 'A colder January.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save explanation' }));
    await screen.findByRole('button', { name: 'Explain Scope 1' });
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`/api/periods/${PERIOD}/movements/explanations`);
    expect(post?.body).toEqual({ lineKey: 'scope1', explanation: 'A colder January.' });
    expect(
      screen.getByRole('button', { name: 'Revise the explanation of Scope 3, category 6' }),
    ).toBeInTheDocument();
  });

  it('asks for a new explanation when the figures changed since one was written, naming the figures it explained', () => {
    const explanation = movements.lines[2]?.explanation;
    if (!explanation) throw new Error('the fixture explains category 6');
    const stale: PeriodMovements = {
      ...movements,
      lines: [
        line('scope3.category.6', '2000', '3500', {
          changePercent: '75',
          aboveThreshold: true,
          explanation,
          explanationStale: true,
        }),
      ],
      missing: ['scope3.category.6'],
    };
    renderWithApi(<MovementsTable periodId={PERIOD} movements={stale} canExplain />, () => ({ status: 500 }));
    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveAttribute('data-state', 'stale');
    expect(row).toHaveTextContent('Figures changed, explain again');
    expect(row).toHaveTextContent('Twice as many flights to the new site.');
    expect(row).toHaveTextContent('Written for 2.0 → 3.0 t CO2e');
    expect(
      screen.getByRole('button', { name: 'Revise the explanation of Scope 3, category 6' }),
    ).toBeInTheDocument();
  });
});
