import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { AuthConfig } from '../api/sign-on';
import { SsoForm } from './SsoForm';

const stored: AuthConfig = {
  id: '0190f5f4-0000-7000-8000-0000000000c1',
  organizationId: '0190f5f4-0000-7000-8000-0000000000a1',
  issuer: 'https://login.example.com/realms/acme',
  clientId: 'ctp',
  clientSecretSet: true,
  audience: null,
  groupClaim: 'groups',
  scopes: 'openid email profile',
  enabled: true,
  allowInsecureHttp: false,
  displayName: 'Acme login',
  redirectUri: 'http://127.0.0.1:4700/api/auth/oidc/callback',
  updatedAt: '2026-01-01T00:00:00Z',
};

const MESSAGES = [
  ['Connection successful! OIDC configuration is valid.', true, 'complete', undefined],
  ['Invalid issuer', false, 'discovery', 'getaddrinfo ENOTFOUND login.example.com'],
  ['Client authentication failed', false, 'client_authentication', 'invalid_client: bad secret'],
  ['Redirect URI mismatch', false, 'redirect_uri', 'redirect_uri not registered'],
] as const;

describe('SsoForm', () => {
  it('explains each problem next to its field; the secret is required only while none is stored', async () => {
    const { seen } = renderWithApi(<SsoForm config={null} />, () => ({ status: 500 }));
    const scopes = screen.getByRole('textbox', { name: /^Scopes/ });
    await userEvent.clear(scopes);
    await userEvent.type(scopes, 'email profile');
    await userEvent.type(screen.getByRole('textbox', { name: /^Issuer/ }), 'login.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText(/Enter the issuer as a full address/)).toBeInTheDocument();
    expect(screen.getByText('This field is needed.')).toBeInTheDocument(); // client id
    expect(screen.getByText(/^Enter the client secret: there is none stored yet/)).toBeInTheDocument();
    expect(screen.getByText('Include the openid scope.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(seen).toHaveLength(0);
  });

  it('saves a configuration with an audience and no secret, for machine tokens only (issue 19)', async () => {
    const { seen } = renderWithApi(
      <SsoForm config={null} />,
      () => ({
        status: 200,
        body: { ...stored, clientSecretSet: false, audience: 'https://ctp.example/api' },
      }),
      { csrfToken: 'c' },
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Issuer/ }), 'https://login.example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Client ID/ }), 'ctp');
    await userEvent.type(screen.getByRole('textbox', { name: /^Audience/ }), 'https://ctp.example/api');
    await userEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toMatchObject({ audience: 'https://ctp.example/api' });
    expect(seen[0]?.body).not.toHaveProperty('clientSecret');
  });

  it('shows a stored secret only as "set" and keeps it when the field stays empty', async () => {
    const { seen } = renderWithApi(<SsoForm config={stored} />, () => ({ status: 200, body: stored }), {
      csrfToken: 'c',
    });
    expect(screen.getByText('set')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Client secret/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('configuration saved'));
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/admin/auth-config' });
    expect(seen[0]?.body).toEqual({
      issuer: stored.issuer,
      clientId: 'ctp',
      audience: null,
      groupClaim: 'groups',
      scopes: 'openid email profile',
      enabled: true,
      allowInsecureHttp: false,
      displayName: 'Acme login',
    });
  });

  it('shows each of the four connection-test messages exactly as the API sends them, with the provider detail', async () => {
    let answer = 0;
    const { seen } = renderWithApi(<SsoForm config={stored} />, () => {
      const [message, success, step, detail] = MESSAGES[answer++] ?? MESSAGES[0];
      return { status: 200, body: { message, success, step, ...(detail ? { detail } : {}) } };
    });
    const secret = screen.getByLabelText(/^Client secret/);
    await userEvent.type(secret, 'typed-secret');
    for (const [message, success, , detail] of MESSAGES) {
      await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
      const result = await screen.findByTestId('connection-test-result');
      await waitFor(() => expect(result).toHaveTextContent(message));
      expect(result).toHaveTextContent(success ? 'Connection test passed' : 'Connection test failed');
      if (detail) expect(result).toHaveTextContent(`The provider said: ${detail}`);
    }
    expect(seen.map((request) => request.path)).toEqual(Array(4).fill('/api/admin/auth-config/test'));
    expect(seen[0]?.body).toEqual({
      issuer: stored.issuer,
      clientId: 'ctp',
      scopes: 'openid email profile',
      allowInsecureHttp: false,
      clientSecret: 'typed-secret',
    });
  });
});
