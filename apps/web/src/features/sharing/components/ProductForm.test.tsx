import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { ProductForm } from './ProductForm';

describe('ProductForm', () => {
  it('says in words what is wrong and sends nothing', async () => {
    const { seen } = renderWithApi(<ProductForm />, () => ({ status: 500 }));
    await userEvent.type(screen.getByLabelText(/^Product id/), 'coil-a');
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    expect(await screen.findByText(/^Use a URN such as/)).toBeInTheDocument();
    expect(screen.getByText('Give the product a name.')).toBeInTheDocument();
    expect(screen.getByText(/^Describe the product/)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('defines the product with its declared unit, the mass only when given', async () => {
    const { seen } = renderWithApi(<ProductForm />, () => ({
      status: 201,
      body: {
        id: '0190f5f4-0000-7000-8000-0000000000c1',
        productId: 'urn:pact:product:coil-a',
        name: 'Coil A',
        description: 'Hot-rolled coil',
        declaredUnit: 'kilogram',
        massPerDeclaredUnitKg: null,
        createdAt: '2026-01-01T00:00:00Z',
      },
    }));
    await userEvent.type(screen.getByLabelText(/^Product id/), 'urn:pact:product:coil-a');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Coil A');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Hot-rolled coil');
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.path).toBe('/api/products');
    expect(seen[0]?.body).toEqual({
      productId: 'urn:pact:product:coil-a',
      name: 'Coil A',
      description: 'Hot-rolled coil',
      declaredUnit: 'kilogram',
    });
    expect(await screen.findByText(/^Product Coil A added/)).toBeInTheDocument();
  });

  it('shows a conflict in words', async () => {
    renderWithApi(<ProductForm />, () =>
      problem(409, 'CONFLICT', { detail: 'The product id is already defined' }),
    );
    await userEvent.type(screen.getByLabelText(/^Product id/), 'urn:pact:product:coil-a');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Coil A');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Hot-rolled coil');
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    expect(await screen.findByText('The product id is already defined')).toBeInTheDocument();
  });
});
