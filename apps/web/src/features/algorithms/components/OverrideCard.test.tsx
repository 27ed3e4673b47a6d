import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { Override } from '../api/overrides';
import { OverrideCard, type Viewer } from './OverrideCard';

const ADA = '0190f5f4-0000-7000-8000-00000000ada0';
const BOB = '0190f5f4-0000-7000-8000-00000000b0b0';
const pending: Override = {
  id: '0190f5f4-0000-7000-8000-0000000000e1',
  kind: 'factor_multiplier',
  category: 'scope1.stationary_combustion',
  justification: 'Measured gas composition',
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  factorMultiplier: '1.05',
  algorithmId: null,
  algorithmVersion: null,
  customLogic: null,
  state: 'pending',
  createdBy: ADA,
  approvedBy: null,
  approvedAt: null,
  endedBy: null,
  endedAt: null,
  createdAt: '2026-11-26T10:00:00Z',
};
const viewer = (userId: string | null, isAdmin = true): Viewer => ({
  userId,
  isAdmin,
  nameOf: (id) => (id === ADA ? 'Ada Admin' : 'Bob Admin'),
});

describe('OverrideCard', () => {
  it('tells its creator why they cannot approve it, and offers no approve button', () => {
    renderWithApi(<OverrideCard override={pending} viewer={viewer(ADA)} />, () => ({ status: 500 }));
    expect(screen.getByRole('note')).toHaveTextContent('another administrator must (two-person rule)');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText(/^You,/)).toBeInTheDocument();
  });

  it("shows the server's refusal in words when approval is refused", async () => {
    const { seen } = renderWithApi(<OverrideCard override={pending} viewer={viewer(null)} />, () =>
      problem(403, 'SELF_APPROVAL', { detail: 'You created this override' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You proposed this override, so you cannot approve it: another administrator must (two-person rule).',
    );
    expect(seen[0]).toMatchObject({ method: 'POST', path: `/api/overrides/${pending.id}/approve` });
  });

  it('lets a second administrator approve; a reader sees no control', async () => {
    renderWithApi(<OverrideCard override={pending} viewer={viewer(BOB)} />, () => ({
      status: 200,
      body: { ...pending, state: 'approved', approvedBy: BOB },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved');
  });

  it('shows a reader no control at all', () => {
    renderWithApi(<OverrideCard override={pending} viewer={viewer(BOB, false)} />, () => ({ status: 500 }));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End it' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show what it changes' })).toBeInTheDocument();
  });

  it('shows what an override changes, with the estimate in tonnes rounded half up', async () => {
    renderWithApi(<OverrideCard override={pending} viewer={viewer(BOB, false)} />, () => ({
      status: 200,
      body: {
        overrideId: pending.id,
        category: pending.category,
        state: 'pending',
        effectiveFrom: '2025-01-01',
        effectiveTo: null,
        results: 2,
        co2eKg: '70050',
        alreadyOverridden: { results: 0, co2eKg: '0' },
        estimate: {
          basis: 'factor_multiplier',
          resultsEstimated: 2,
          changeKg: '3502.5',
          co2eKgAfter: '73552.5',
        },
      },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Show what it changes' }));
    expect(
      await screen.findByText(
        'Estimated change when recalculated: +3.5 t CO2e, from 70.1 to 73.6 t CO2e (on the 2 not yet calculated with an override).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Current results of scope1.stationary_combustion inside its dates: 2,/),
    ).toHaveTextContent('70.1 t CO2e');
  });

  it('ends an override from a date with a reason, refusing a date before its start in words', async () => {
    const { seen } = renderWithApi(
      <OverrideCard override={{ ...pending, state: 'approved', approvedBy: BOB }} viewer={viewer(ADA)} />,
      () => ({
        status: 200,
        body: { ...pending, state: 'ended' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'End it' }));
    await userEvent.type(screen.getByLabelText(/^Last activity date/), '2024-12-31');
    await userEvent.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Supplier changed');
    await userEvent.click(screen.getByRole('button', { name: 'End the override' }));
    expect(
      await screen.findAllByText(/Ending only shortens its dates: on or after Jan 1, 2025/),
    ).toHaveLength(2);
    expect(seen).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^Last activity date/));
    await userEvent.type(screen.getByLabelText(/^Last activity date/), '2025-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'End the override' }));
    await screen.findByRole('button', { name: 'End it' });
    expect(seen[0]).toMatchObject({
      path: `/api/overrides/${pending.id}/end`,
      body: { effectiveTo: '2025-06-30', reason: 'Supplier changed' },
    });
  });
});
