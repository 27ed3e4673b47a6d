import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import TokensPage from '../routes/TokensPage';

const SECRET = 'ctp_0123456789abcdefghijklmnopqrstuvwxyzABCD';
const token = {
  id: '0190f5f4-0000-7000-8000-0000000000d1',
  name: 'ERP export',
  role: 'ORG_MEMBER',
  lastFour: 'ABCD',
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
};

describe('the API token dialog', () => {
  it('shows the secret once with a warning and a copy button; after closing it is gone for good', async () => {
    const listed: unknown[] = [];
    const { seen } = renderWithApi(<TokensPage />, (request) => {
      if (request.method === 'POST') {
        listed.push(token);
        return { status: 201, body: { ...token, token: SECRET } };
      }
      return { status: 200, body: { items: listed, nextCursor: null } };
    });
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'ERP export');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy the token now' });
    expect(within(dialog).getByTestId('token-secret')).toHaveTextContent(SECRET);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This is the only time the token is shown.');
    expect(within(dialog).getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'ERP export', role: 'READ_ONLY' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the token by its last four characters only.
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(table).toHaveTextContent('…ABCD');
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes only after confirmation', async () => {
    let revoked = false;
    const { seen } = renderWithApi(<TokensPage />, (request) => {
      if (request.method === 'DELETE') {
        revoked = true;
        return { status: 204 };
      }
      const item = revoked ? { ...token, revokedAt: '2026-02-01T10:00:00Z' } : token;
      return { status: 200, body: { items: [item], nextCursor: null } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke ERP export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke ERP export?' });
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ERP export is revoked.'));
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe(`/api/tokens/${token.id}`);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke ERP export' })).not.toBeInTheDocument(),
    );
  });
});
