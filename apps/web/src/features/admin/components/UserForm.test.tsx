import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { UserForm } from './UserForm';

const created = {
  id: '0190f5f4-0000-7000-8000-000000000001',
  email: 'rita@example.com',
  name: 'Rita Reader',
  role: 'READ_ONLY',
  active: true,
  passwordSignIn: false,
  singleSignOn: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

async function fill(password?: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Rita Reader');
  await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'rita@example.com');
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
}

describe('UserForm', () => {
  it('says what is wrong next to each field before sending anything', async () => {
    const { seen } = renderWithApi(<UserForm />, () => ({ status: 500 }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'not an address');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('This field is needed.')).toBeInTheDocument();
    expect(screen.getByText('This does not look like an email address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('creates a single sign-on user without a password, with the CSRF token', async () => {
    let made: unknown;
    const { seen } = renderWithApi(
      <UserForm onCreated={(user) => (made = user)} />,
      () => ({ status: 201, body: created }),
      { csrfToken: 'csrf-1' },
    );
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(made).toEqual(created));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/users',
      body: { name: 'Rita Reader', email: 'rita@example.com', role: 'READ_ONLY' },
    });
    expect(seen[0]?.body).not.toHaveProperty('password');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('explains in words where the server refuses a password, a weak one, or a taken email', async () => {
    const slug = (status: number, code: string) =>
      problem(status, code, { type: `urn:ctp:problem:${code.toLowerCase().replaceAll('_', '-')}` });
    const answers = [
      slug(403, 'PASSWORD_SIGN_IN_DISABLED'),
      slug(422, 'PASSWORD_POLICY'),
      slug(409, 'CONFLICT'),
    ];
    const sent: unknown[] = [];
    renderWithApi(<UserForm />, (request) => {
      sent.push(request.body);
      return answers[sent.length - 1] ?? { status: 500 };
    });
    await fill('a long enough passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(/Password sign-in is turned off on this server/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(/This password is too common or too short/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('A user with this email already exists.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ password: 'a long enough passphrase', role: 'READ_ONLY' });
  });
});
