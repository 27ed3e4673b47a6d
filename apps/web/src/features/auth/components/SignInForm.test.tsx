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
    const { seen } = renderWithApi(<SignInForm onSignedIn={onSignedIn} />, (request) =>
      request.path.startsWith('/api/auth/sign-in-options')
        ? { status: 200, body: { organizationFound: null, passwordSignIn: true, singleSignOn: null } }
        : { status: 500 },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your organization’s short name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Organization/ })).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((r) => !r.path.startsWith('/api/auth/sign-in-options'))).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in, then reads the session before reporting success', async () => {
    const onSignedIn = vi.fn();
    const { seen, csrf } = renderWithApi(
      <SignInForm organization="acme" onSignedIn={onSignedIn} />,
      (request) =>
        request.path.startsWith('/api/auth/sign-in-options')
          ? { status: 200, body: { organizationFound: true, passwordSignIn: true, singleSignOn: null } }
          : request.path === '/api/auth/sign-in'
            ? { status: 200, body: { ...session, expiresAt: '2030-01-01T00:00:00Z', csrfToken: 'csrf-1' } }
            : { status: 200, body: session },
    );
    const calls = () => seen.filter((r) => !r.path.startsWith('/api/auth/sign-in-options'));
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@acme.example');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls()[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/sign-in',
      body: { organizationSlug: 'acme', email: 'ada@acme.example', password: 'a long enough passphrase' },
    });
    expect(calls()[1]).toMatchObject({ method: 'GET', path: '/api/auth/session' });
    expect(csrf.get()).toBe('csrf-1');
  });

  it('shows a refused sign-in in plain words, not the problem document', async () => {
    renderWithApi(<SignInForm organization="acme" onSignedIn={vi.fn()} />, (request) =>
      request.path.startsWith('/api/auth/sign-in-options')
        ? { status: 200, body: { organizationFound: true, passwordSignIn: true, singleSignOn: null } }
        : problem(401, 'INVALID_CREDENTIALS', { detail: 'Invalid credentials' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@acme.example');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The organization, email or password is not right.',
    );
  });

  const options = (
    query: string,
    sso: { label: string } | null,
    password = true,
  ): { status: number; body: unknown } => {
    const organization = new URLSearchParams(query).get('organization');
    return {
      status: 200,
      body: {
        organizationFound: organization === null ? null : organization === 'acme',
        passwordSignIn: password,
        singleSignOn:
          organization === 'acme' && sso
            ? { label: sso.label, authorizeUrl: '/api/auth/oidc/authorize?organizationId=acme' }
            : null,
      },
    };
  };
  const query = (path: string) => path.slice(path.indexOf('?') + 1);

  it('offers single sign-on by the provider’s name when the organization has it, and never probes the authorize endpoint', async () => {
    const navigate = vi.fn();
    const { seen } = renderWithApi(<SignInForm onSignedIn={vi.fn()} navigate={navigate} />, (request) =>
      request.path.startsWith('/api/auth/sign-in-options')
        ? options(query(request.path), { label: 'Acme IdP' })
        : { status: 500 },
    );
    // Before an organization is known: the password form, no single sign-on button.
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();

    const organization = screen.getByRole('textbox', { name: /Organization/ });
    await userEvent.type(organization, 'ACME ');
    await userEvent.tab();
    const sso = await screen.findByRole('button', { name: 'Sign in with Acme IdP' });
    await userEvent.click(sso);
    expect(navigate).toHaveBeenCalledWith('/api/auth/oidc/authorize?organizationId=acme');
    // The slug is looked up once, trimmed and in lower case; the authorize endpoint is never asked.
    expect(seen.map((r) => r.path)).toEqual([
      '/api/auth/sign-in-options',
      '/api/auth/sign-in-options?organization=acme',
    ]);
    expect(screen.getByText('or with email and password')).toBeInTheDocument();
  });

  it('offers no single sign-on where the organization has none, and says so of an unknown organization next to its field', async () => {
    renderWithApi(<SignInForm onSignedIn={vi.fn()} />, (request) => options(query(request.path), null));
    const organization = screen.getByRole('textbox', { name: /Organization/ });
    await userEvent.type(organization, 'nobody');
    await userEvent.tab();
    expect(await screen.findByText('There is no organization with this short name.')).toBeInTheDocument();
    expect(organization).toHaveAttribute('aria-invalid', 'true');
    // Changing the name takes the message away; a known one without single sign-on shows no button.
    await userEvent.clear(organization);
    await userEvent.type(organization, 'acme');
    expect(screen.queryByText('There is no organization with this short name.')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows no password form where the server does not accept passwords: only the organization and its single sign-on', async () => {
    const navigate = vi.fn();
    const { seen } = renderWithApi(
      <SignInForm organization="acme" onSignedIn={vi.fn()} navigate={navigate} />,
      (request) =>
        request.path.startsWith('/api/auth/sign-in-options')
          ? options(query(request.path), { label: 'Acme IdP' }, false)
          : { status: 500 },
    );
    expect(await screen.findByRole('button', { name: 'Sign in with Acme IdP' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(seen.some((r) => r.path === '/api/auth/sign-in')).toBe(false);
  });

  it('says when an organization has no way in on this server (no single sign-on, no passwords)', async () => {
    renderWithApi(<SignInForm onSignedIn={vi.fn()} />, (request) =>
      options(query(request.path), null, false),
    );
    const organization = await screen.findByRole('textbox', { name: /Organization/ });
    expect(await screen.findByText(/This server does not accept passwords/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your organization’s short name.')).toBeInTheDocument();
    await userEvent.type(organization, 'acme{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This organization has no single sign-on set up, and this server does not accept passwords.',
    );
  });

  it('says in words when the organization field cannot be a short name', async () => {
    const { seen } = renderWithApi(<SignInForm onSignedIn={vi.fn()} />, (request) =>
      options(query(request.path), null),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Organization/ }), 'Acme Inc.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'A short name has only letters, digits and dashes, e.g. acme (ask your administrator for it).',
      ),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.path !== '/api/auth/sign-in-options')).toHaveLength(0);
  });
});
