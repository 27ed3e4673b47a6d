import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { PurchaseForm } from './PurchaseForm';

const ID = '0190f5f4-0000-7000-8000-0000000000b1';

describe('PurchaseForm', () => {
  it('checks the product, quantity and period before sending', async () => {
    const { seen } = renderWithApi(<PurchaseForm supplierId={ID} />, () => ({ status: 500 }));
    await userEvent.type(screen.getByLabelText(/^Product id/), 'coil-a');
    await userEvent.type(screen.getByLabelText(/^Quantity/), '1,200');
    await userEvent.click(screen.getByRole('button', { name: 'Record a purchase' }));
    expect(await screen.findByText(/^Use the product’s URN/)).toBeInTheDocument();
    expect(screen.getByText(/^Enter a number with a point for decimals/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Give the period/).length).toBeGreaterThan(0);
    expect(seen).toHaveLength(0);
  });

  it('records a product purchase as the API expects it', async () => {
    const { seen } = renderWithApi(<PurchaseForm supplierId={ID} />, () => ({ status: 201, body: {} }));
    await userEvent.type(screen.getByLabelText(/^Product id/), 'urn:pact:product:coil-a');
    await userEvent.type(screen.getByLabelText(/^Quantity/), '1200.5');
    await userEvent.type(screen.getByLabelText(/^Unit/), 'kg');
    fireEvent.change(screen.getByLabelText('Period start'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('Period end'), { target: { value: '2025-12-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Record a purchase' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.path).toBe(`/api/suppliers/${ID}/purchases`);
    expect(seen[0]?.body).toEqual({
      kind: 'product',
      productId: 'urn:pact:product:coil-a',
      quantity: '1200.5',
      unit: 'kg',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    });
    expect(await screen.findByText(/^Purchase recorded/)).toBeInTheDocument();
  });
});
