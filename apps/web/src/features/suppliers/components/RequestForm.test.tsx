import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { productIdsOf, RequestForm } from './RequestForm';

const ID = '0190f5f4-0000-7000-8000-0000000000b1';
const REQUEST = {
  id: '0190f5f4-0000-7000-8000-0000000000e1',
  supplierId: ID,
  eventId: 'e1',
  criteria: { productId: ['urn:pact:product:coil-a'] },
  status: 'send_failed',
  sendError: { code: 'unreachable', message: 'the supplier’s PACT API did not answer' },
  answer: null,
  createdAt: '2026-01-01T00:00:00Z',
  sentAt: null,
  answeredAt: null,
};

describe('RequestForm', () => {
  it('splits product ids on commas and spaces', () => {
    expect(productIdsOf(' urn:a:1, urn:a:2\nurn:a:3 ')).toEqual(['urn:a:1', 'urn:a:2', 'urn:a:3']);
  });

  it('refuses anything but URNs and sends nothing', async () => {
    const { seen } = renderWithApi(<RequestForm supplierId={ID} />, () => ({ status: 500 }));
    await userEvent.type(screen.getByLabelText(/^Product ids/), 'urn:pact:product:coil-a coil-b');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for footprints' }));
    expect(await screen.findByText(/^Enter product URNs/)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('sends the ids and says when the request could not be delivered', async () => {
    const { seen } = renderWithApi(<RequestForm supplierId={ID} />, () => ({ status: 201, body: REQUEST }));
    await userEvent.type(screen.getByLabelText(/^Product ids/), 'urn:pact:product:coil-a');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for footprints' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.path).toBe(`/api/suppliers/${ID}/requests`);
    expect(seen[0]?.body).toEqual({ productIds: ['urn:pact:product:coil-a'] });
    expect(
      await screen.findByText('The request could not be delivered: the supplier’s PACT API did not answer'),
    ).toBeInTheDocument();
  });
});
