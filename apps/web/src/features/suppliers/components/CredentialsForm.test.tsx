import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { Supplier } from '../api/suppliers';
import { CredentialsForm } from './CredentialsForm';

const SUPPLIER: Supplier = {
  id: '0190f5f4-0000-7000-8000-0000000000b1',
  name: 'Steelworks GmbH',
  contactEmail: null,
  country: null,
  attributes: {},
  externalPublicOrgId: null,
  integrationEndpoint: null,
  integrationClientId: null,
  hasIntegrationSecret: false,
  inboundGrantId: null,
  sync: { status: 'never', lastSyncId: null, lastSyncAt: null, error: null },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('CredentialsForm', () => {
  it('asks for both parts and sends nothing without them', async () => {
    const { seen } = renderWithApi(<CredentialsForm supplier={SUPPLIER} />, () => ({ status: 500 }));
    expect(screen.getByText(/^No credentials yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save credentials' }));
    expect(await screen.findByText('Enter the client id the supplier gave you.')).toBeInTheDocument();
    expect(screen.getByText('Enter the client secret the supplier gave you.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('sends the credentials once with PUT and forgets the secret afterwards', async () => {
    const { seen } = renderWithApi(<CredentialsForm supplier={SUPPLIER} />, () => ({
      status: 200,
      body: { ...SUPPLIER, integrationClientId: 'client-1', hasIntegrationSecret: true },
    }));
    await userEvent.type(screen.getByLabelText(/^Client id/), 'client-1');
    await userEvent.type(screen.getByLabelText(/^Client secret/), 's3cret value');
    await userEvent.click(screen.getByRole('button', { name: 'Save credentials' }));
    expect(await screen.findByText('Credentials saved. The secret is not shown again.')).toBeInTheDocument();
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.path).toBe(`/api/suppliers/${SUPPLIER.id}/credentials`);
    expect(seen[0]?.body).toEqual({ clientId: 'client-1', clientSecret: 's3cret value' });
    await waitFor(() => expect(screen.getByLabelText(/^Client secret/)).toHaveValue(''));
  });

  it('says a secret is set without showing it', () => {
    renderWithApi(
      <CredentialsForm
        supplier={{ ...SUPPLIER, integrationClientId: 'client-1', hasIntegrationSecret: true }}
      />,
      () => ({ status: 500 }),
    );
    expect(screen.getByText(/^Credentials are set \(client id client-1\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Client secret/)).toHaveValue('');
  });
});
