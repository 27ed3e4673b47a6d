import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { PublishFootprintForm } from './PublishFootprintForm';

const REF = '0190f5f4-0000-7000-8000-0000000000c1';

const fill = async () => {
  fireEvent.change(screen.getByLabelText('Reference period start'), { target: { value: '2025-01-01' } });
  fireEvent.change(screen.getByLabelText('Reference period end'), { target: { value: '2025-12-31' } });
  await userEvent.type(screen.getByLabelText(/^This product’s quantity/), '400');
  await userEvent.type(screen.getByLabelText(/^Total of everything produced/), '1000');
  await userEvent.type(screen.getByLabelText(/^Declared units produced/), '50000');
  await userEvent.type(screen.getByLabelText(/^System boundary/), 'Cradle to gate');
};

describe('PublishFootprintForm', () => {
  it('refuses a total below the product’s quantity, no scope, and an empty boundary', async () => {
    const { seen } = renderWithApi(<PublishFootprintForm productRef={REF} declaredUnit="kilogram" />, () => ({
      status: 500,
    }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scope 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scope 2' }));
    await userEvent.type(screen.getByLabelText(/^This product’s quantity/), '400');
    await userEvent.type(screen.getByLabelText(/^Total of everything produced/), '39.5');
    await userEvent.click(screen.getByRole('button', { name: 'Publish footprint' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeInTheDocument();
    expect(screen.getByText('The total cannot be less than this product’s quantity.')).toBeInTheDocument();
    expect(screen.getByText('Say what the footprint covers.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('publishes the period, the scopes with the Scope 2 method, and the allocation as decimal strings', async () => {
    const { seen } = renderWithApi(<PublishFootprintForm productRef={REF} declaredUnit="kilogram" />, () => ({
      status: 201,
      body: { version: 2, pact: { pcf: { pcfExcludingBiogenicUptake: '0.3682' } } },
    }));
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Publish footprint' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.path).toBe(`/api/products/${REF}/footprints`);
    expect(seen[0]?.body).toEqual({
      referencePeriod: { start: '2025-01-01', end: '2025-12-31' },
      scopes: [1, 2],
      scope2Method: 'market_based',
      allocation: { method: 'mass', productQuantity: '400', totalQuantity: '1000' },
      productUnits: '50000',
      boundaryDescription: 'Cradle to gate',
    });
    expect(await screen.findByText('Version 2 published: 0.3682 kg CO2e per kilogram.')).toBeInTheDocument();
  });

  it('leaves the Scope 2 method out when Scope 2 is not included', async () => {
    const { seen } = renderWithApi(<PublishFootprintForm productRef={REF} declaredUnit="kilogram" />, () => ({
      status: 201,
      body: { version: 1, pact: { pcf: { pcfExcludingBiogenicUptake: '1' } } },
    }));
    await fill();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scope 2' }));
    expect(screen.queryByLabelText(/^Scope 2 method/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish footprint' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toMatchObject({ scopes: [1] });
    expect(seen[0]?.body).not.toHaveProperty('scope2Method');
  });
});
