import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { User } from '../api/users';
import { UsersTable } from './UsersTable';

const ada: User = {
  id: '0190f5f4-0000-7000-8000-0000000000b1',
  email: 'ada@example.com',
  name: 'Ada Admin',
  role: 'ORG_ADMIN',
  active: true,
  passwordSignIn: true,
  singleSignOn: false,
  lastLoginAt: '2026-01-02T09:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('UsersTable', () => {
  it('deactivates only after confirmation and says in words why the last administrator stays', async () => {
    const lastAdmin = problem(409, 'LAST_ADMIN', {
      type: 'urn:ctp:problem:last-admin',
      detail: 'ada@example.com is the last active ORG_ADMIN',
    });
    const { seen } = renderWithApi(<UsersTable users={[ada]} currentUserId={ada.id} />, () => lastAdmin, {
      csrfToken: 'c',
    });
    expect(screen.getByRole('cell', { name: /Ada Admin \(you\)/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate: Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Admin?' });
    expect(seen).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is the last active administrator. Make another user an administrator first',
    );
    expect(seen[0]).toMatchObject({ method: 'PATCH', path: `/api/users/${ada.id}`, body: { active: false } });
  });

  it('changes a role from the table', async () => {
    const { seen } = renderWithApi(
      <UsersTable users={[{ ...ada, role: 'READ_ONLY', name: 'Rita' }]} />,
      () => ({
        status: 200,
        body: { ...ada, role: 'ORG_MEMBER', name: 'Rita' },
      }),
    );
    const input = screen.getAllByLabelText('Role of Rita').find((element) => element.tagName === 'INPUT');
    if (input === undefined) throw new Error('no role input');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Member' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Rita is now Member. Their open sessions have ended.',
      ),
    );
    expect(seen[0]).toMatchObject({ method: 'PATCH', body: { role: 'ORG_MEMBER' } });
  });
});
