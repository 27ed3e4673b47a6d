import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { Supplier } from '../api/suppliers';
import { SupplierForm } from './SupplierForm';

const STORED: Supplier = {
  id: '0190f5f4-0000-7000-8000-0000000000b1',
  name: 'Steelworks GmbH',
  contactEmail: 'sales@steelworks.example',
  country: 'DE',
  attributes: {},
  externalPublicOrgId: '0190f5f4-0000-7000-8000-0000000000a1',
  integrationEndpoint: 'https://ctp.steelworks.example/pact',
  integrationClientId: null,
  hasIntegrationSecret: false,
  inboundGrantId: null,
  sync: { status: 'never', lastSyncId: null, lastSyncAt: null, error: null },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('SupplierForm', () => {
  it('says in words what is wrong and sends nothing', async () => {
    const { seen } = renderWithApi(<SupplierForm />, () => ({ status: 500 }));
    await userEvent.type(screen.getByLabelText(/^Public organization id/), 'steelworks');
    await userEvent.type(screen.getByLabelText(/^PACT endpoint/), 'ftp://steelworks.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add a supplier' }));
    expect(await screen.findByText('Give the supplier a name.')).toBeInTheDocument();
    expect(screen.getByText(/^Use the id as the supplier gave it/)).toBeInTheDocument();
    expect(screen.getByText(/^Use an address starting with https:\/\//)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('adds a supplier with only the fields filled in, the id in lower case', async () => {
    const onSaved = vi.fn();
    const { seen } = renderWithApi(
      <SupplierForm onSaved={onSaved} />,
      () => ({ status: 201, body: STORED }),
      { csrfToken: 'csrf-1' },
    );
    await userEvent.type(screen.getByLabelText(/^Name/), ' Steelworks GmbH ');
    await userEvent.type(
      screen.getByLabelText(/^Public organization id/),
      STORED.externalPublicOrgId?.toUpperCase() ?? '',
    );
    await userEvent.type(screen.getByLabelText(/^PACT endpoint/), 'http://127.0.0.1:4100/pact');
    await userEvent.click(screen.getByRole('button', { name: 'Add a supplier' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/api/suppliers');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(seen[0]?.body).toEqual({
      name: 'Steelworks GmbH',
      externalPublicOrgId: STORED.externalPublicOrgId,
      integrationEndpoint: 'http://127.0.0.1:4100/pact',
    });
    expect(await screen.findByText('Supplier Steelworks GmbH added.')).toBeInTheDocument();
  });

  it('changes only what changed, and clears an emptied field with null', async () => {
    const { seen } = renderWithApi(<SupplierForm supplier={STORED} />, () => ({
      status: 200,
      body: { ...STORED, contactEmail: null, integrationEndpoint: 'https://pact.steelworks.example' },
    }));
    await userEvent.clear(screen.getByLabelText(/^Contact email/));
    const endpoint = screen.getByLabelText(/^PACT endpoint/);
    await userEvent.clear(endpoint);
    await userEvent.type(endpoint, 'https://pact.steelworks.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.method).toBe('PATCH');
    expect(seen[0]?.path).toBe(`/api/suppliers/${STORED.id}`);
    expect(seen[0]?.body).toEqual({
      contactEmail: null,
      integrationEndpoint: 'https://pact.steelworks.example',
    });
    expect(await screen.findByText('Supplier Steelworks GmbH saved.')).toBeInTheDocument();
  });

  it('shows the server’s field error next to the field', async () => {
    renderWithApi(<SupplierForm />, () =>
      problem(400, 'VALIDATION_FAILED', {
        errors: [
          { pointer: '/country', in: 'body', code: 'invalid_format', message: 'an ISO 3166-1 alpha-2 code' },
        ],
      }),
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Steelworks');
    await userEvent.type(screen.getByLabelText(/^Country/), 'xx');
    await userEvent.click(screen.getByRole('button', { name: 'Add a supplier' }));
    expect(await screen.findByText('an ISO 3166-1 alpha-2 code')).toBeInTheDocument();
  });
});
