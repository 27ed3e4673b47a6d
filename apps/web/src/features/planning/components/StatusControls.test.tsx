import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { Initiative } from '../api/initiatives';
import { StatusControls } from './StatusControls';

const initiative = (status: Initiative['status']) =>
  ({ id: '0190f5f4-0000-7000-8000-0000000000c1', name: 'Green tariff', status }) as Initiative;

describe('StatusControls', () => {
  it('offers only the moves the lifecycle allows', () => {
    const planned = renderWithApi(<StatusControls initiative={initiative('planned')} />, () => ({
      status: 500,
    }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Start']);
    planned.unmount();
    const started = renderWithApi(<StatusControls initiative={initiative('in_progress')} />, () => ({
      status: 500,
    }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mark completed',
      'Back to planned',
    ]);
    started.unmount();
    renderWithApi(<StatusControls initiative={initiative('completed')} />, () => ({ status: 500 }));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('sends the move and shows the server’s reason when it refuses it', async () => {
    const { seen } = renderWithApi(<StatusControls initiative={initiative('in_progress')} />, () =>
      problem(409, 'INVALID_STATUS_TRANSITION', {
        detail: '[x] cannot change status from completed to planned; allowed from completed: none',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to planned: Green tariff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'cannot change status from completed to planned; allowed from completed: none',
    );
    expect(seen[0]?.method).toBe('PATCH');
    expect(seen[0]?.body).toEqual({ status: 'planned' });
  });
});
