import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { CreatedGrant } from '../api/grants';
import type { Product } from '../api/products';
import { GrantForm } from './GrantForm';
import { GrantSecretDialog } from './GrantSecretDialog';

const PRODUCTS: Product[] = [
  {
    id: '0190f5f4-0000-7000-8000-0000000000c1',
    productId: 'urn:pact:product:coil-a',
    name: 'Coil A',
    description: 'Hot-rolled coil',
    declaredUnit: 'kilogram',
    massPerDeclaredUnitKg: '1',
    createdAt: '2026-01-01T00:00:00Z',
  },
];

const CREATED: CreatedGrant = {
  id: '0190f5f4-0000-7000-8000-0000000000d1',
  customerName: 'Buyer Manufacturing',
  customerPublicOrgId: null,
  productIds: ['urn:pact:product:coil-a'],
  periods: [],
  scopes: [1, 2, 3],
  corporateAllocation: null,
  clientId: 'ctp_client_1',
  clientSecret: 'the-secret-shown-once',
  callbackUrl: null,
  answerPolicy: 'manual',
  createdAt: '2026-01-01T00:00:00Z',
  revokedAt: null,
};

describe('GrantForm', () => {
  it('needs a customer, and both credentials when a customer host is named', async () => {
    const { seen } = renderWithApi(<GrantForm products={PRODUCTS} onCreated={vi.fn()} />, () => ({
      status: 500,
    }));
    await userEvent.type(screen.getByLabelText(/^Customer’s PACT address/), 'https://buyer.example/pact');
    await userEvent.click(screen.getByRole('button', { name: 'Create grant' }));
    expect(await screen.findByText('Name the customer.')).toBeInTheDocument();
    expect(
      screen.getByText('Give both the client id and the secret the customer issued.'),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('grants the chosen products and scopes, and hands the created grant (with its secret) back', async () => {
    const onCreated = vi.fn();
    const { seen } = renderWithApi(<GrantForm products={PRODUCTS} onCreated={onCreated} />, () => ({
      status: 201,
      body: CREATED,
    }));
    await userEvent.type(screen.getByLabelText(/^Customer( \*)?$/), 'Buyer Manufacturing');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Coil A (urn:pact:product:coil-a)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scope 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create grant' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(seen[0]?.path).toBe('/api/sharing-grants');
    expect(seen[0]?.body).toEqual({
      customerName: 'Buyer Manufacturing',
      productIds: ['urn:pact:product:coil-a'],
      periods: [],
      scopes: [1, 2],
      answerPolicy: 'manual',
    });
  });
});

describe('GrantSecretDialog', () => {
  it('shows the address, client id and secret once, and closes when they are passed on', async () => {
    const onClose = vi.fn();
    renderWithApi(
      <GrantSecretDialog grant={CREATED} pactUrl="https://ctp.steelworks.example/pact" onClose={onClose} />,
      () => ({ status: 500 }),
    );
    expect(await screen.findByRole('dialog', { name: 'Credentials for the customer' })).toBeInTheDocument();
    expect(screen.getByTestId('grant-client-secret')).toHaveTextContent('the-secret-shown-once');
    expect(screen.getByTestId('grant-client-id')).toHaveTextContent('ctp_client_1');
    expect(screen.getByTestId('grant-endpoint')).toHaveTextContent('https://ctp.steelworks.example/pact');
    expect(screen.getByRole('alert')).toHaveTextContent(/shown only this once/);
    await userEvent.click(screen.getByRole('button', { name: 'I have passed them on' }));
    expect(onClose).toHaveBeenCalled();
  });
});
