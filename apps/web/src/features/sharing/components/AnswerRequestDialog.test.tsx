import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { Product, StoredFootprint } from '../api/products';
import type { IncomingRequest } from '../api/requests';
import { AnswerRequestDialog } from './AnswerRequestDialog';

const PRODUCT: Product = {
  id: '0190f5f4-0000-7000-8000-0000000000c1',
  productId: 'urn:pact:product:coil-a',
  name: 'Coil A',
  description: 'Hot-rolled coil',
  declaredUnit: 'kilogram',
  massPerDeclaredUnitKg: '1',
  createdAt: '2026-01-01T00:00:00Z',
};
const footprint = (id: string, version: number, status: 'Active' | 'Deprecated', productRef = PRODUCT.id) =>
  ({
    id,
    productRef,
    version,
    status,
    referencePeriod: { start: '2025-01-01', end: '2025-12-31' },
  }) as StoredFootprint;
const FOOTPRINTS = [
  footprint('0190f5f4-0000-7000-8000-0000000000f1', 1, 'Deprecated'),
  footprint('0190f5f4-0000-7000-8000-0000000000f2', 2, 'Active'),
  footprint('0190f5f4-0000-7000-8000-0000000000f3', 1, 'Active', '0190f5f4-0000-7000-8000-0000000000c9'),
];
const REQUEST: IncomingRequest = {
  id: '0190f5f4-0000-7000-8000-0000000000e1',
  grantId: '0190f5f4-0000-7000-8000-0000000000d1',
  eventId: 'e1',
  source: 'https://buyer.example/pact/3/events',
  criteria: { productId: ['urn:pact:product:coil-a'] },
  comment: null,
  status: 'pending',
  footprintIds: null,
  rejectReason: null,
  answeredAt: null,
  deliveryError: null,
  answerUrl: null,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('AnswerRequestDialog', () => {
  it('offers only the Active footprints of the requested products and fulfils with the chosen ones', async () => {
    const onClose = vi.fn();
    const { seen } = renderWithApi(
      <AnswerRequestDialog
        answering={{ request: REQUEST, as: 'fulfil' }}
        products={[PRODUCT]}
        footprints={FOOTPRINTS}
        onClose={onClose}
      />,
      () => ({ status: 200, body: { ...REQUEST, status: 'fulfilled' } }),
    );
    const options = await screen.findAllByRole('checkbox');
    expect(options).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil' }));
    expect(await screen.findByText('Choose at least one footprint.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Coil A, version 2/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen[0]?.path).toBe(`/api/pact-requests/${REQUEST.id}/fulfil`);
    expect(seen[0]?.body).toEqual({ footprintIds: ['0190f5f4-0000-7000-8000-0000000000f2'] });
  });

  it('rejects only with a reason', async () => {
    const onClose = vi.fn();
    const { seen } = renderWithApi(
      <AnswerRequestDialog
        answering={{ request: REQUEST, as: 'reject' }}
        products={[PRODUCT]}
        footprints={FOOTPRINTS}
        onClose={onClose}
      />,
      () => ({ status: 200, body: { ...REQUEST, status: 'rejected' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give the reason.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Not produced in 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen[0]?.path).toBe(`/api/pact-requests/${REQUEST.id}/reject`);
    expect(seen[0]?.body).toEqual({ reason: 'Not produced in 2025' });
  });
});
