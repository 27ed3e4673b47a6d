import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { SignInForm } from './SignInForm';

// Component tests: the real typed client (openapi-fetch + CSRF middleware) against a fetch stub,
// because no server runs here. The screenshot/end-to-end script drives a real server.

const session = {
  kind: 'session',
  role: 'ORG_ADMIN',
  organization: { id: '0190f5f4-0000-7000-8000-000000000001', publicOrgId: 'p', slug: 'acme', name: 'Acme' },
  user: {
    id: '0190f5f4-0000-7000-8000-000000000002',
    email: 'ada@acme.example',
    name: 'Ada',
    role: 'ORG_ADMIN',
  },
  tokenId: null,
  csrfToken: 'csrf-1',
};

describe('SignInForm', () => {
  it('says in words which fields are missing, next to them, and sends nothing', async () => {
    const onSignedIn = vi.fn();
    const { seen } = renderWithApi(<SignInForm onSignedIn={onSignedIn} />, () => ({ status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your organization’s short name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Organization/ })).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in, then reads the session before reporting success', async () => {
    const onSignedIn = vi.fn();
    const { seen, csrf } = renderWithApi(
      <SignInForm organization="acme" onSignedIn={onSignedIn} />,
      (request) =>
        request.path === '/api/auth/sign-in'
          ? { status: 200, body: { ...session, expiresAt: '2030-01-01T00:00:00Z', csrfToken: 'csrf-1' } }
          : { status: 200, body: session },
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@acme.example');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/sign-in',
      body: { organizationSlug: 'acme', email: 'ada@acme.example', password: 'a long enough passphrase' },
    });
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/api/auth/session' });
    expect(csrf.get()).toBe('csrf-1');
  });

  it('shows a refused sign-in in plain words, not the problem document', async () => {
    renderWithApi(<SignInForm organization="acme" onSignedIn={vi.fn()} />, () =>
      problem(401, 'INVALID_CREDENTIALS', { detail: 'Invalid credentials' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@acme.example');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The organization, email or password is not right.',
    );
  });

  it('starts single sign-on only when the organization has it, and says why not otherwise', async () => {
    const navigate = vi.fn();
    const fetchImpl = vi.fn(async (url: RequestInfo | URL) =>
      String(url).includes('organizationId=acme')
        ? new Response(null, { status: 302, headers: { location: 'https://idp.example/authorize' } })
        : new Response(
            JSON.stringify({
              type: 'x',
              title: 'Organization not found',
              status: 404,
              code: 'ORGANIZATION_NOT_FOUND',
            }),
            {
              status: 404,
            },
          ),
    );
    renderWithApi(
      <SignInForm onSignedIn={vi.fn()} navigate={navigate} fetchImpl={fetchImpl as typeof fetch} />,
      () => ({
        status: 500,
      }),
    );
    const organization = screen.getByRole('textbox', { name: /Organization/ });
    await userEvent.type(organization, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    expect(await screen.findByText('There is no organization with this short name.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.clear(organization);
    await userEvent.type(organization, 'acme');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/api/auth/oidc/authorize?organizationId=acme'),
    );
  });
});
