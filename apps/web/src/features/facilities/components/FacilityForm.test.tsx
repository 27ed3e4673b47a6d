import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { FacilityForm } from './FacilityForm';

const CREATED = {
  id: '0190f5f4-0000-7000-8000-0000000000f1',
  name: 'Leeds plant',
  address: null,
  country: 'GB',
  gridRegion: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('FacilityForm', () => {
  it('says in words what is wrong and sends nothing', async () => {
    const { seen } = renderWithApi(<FacilityForm />, () => ({ status: 500 }));
    await userEvent.type(screen.getByLabelText(/^Country/), 'Britain');
    await userEvent.click(screen.getByRole('button', { name: 'Add a facility' }));
    expect(await screen.findByText('Give the facility a name.')).toBeInTheDocument();
    expect(screen.getByText('Use the two-letter country code, e.g. US or GB.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('adds the facility with the CSRF token, codes in capitals and empty fields left out', async () => {
    const onCreated = vi.fn();
    const { seen } = renderWithApi(
      <FacilityForm onCreated={onCreated} />,
      () => ({ status: 201, body: CREATED }),
      { csrfToken: 'csrf-1' },
    );
    await userEvent.type(screen.getByLabelText(/^Name/), ' Leeds plant ');
    await userEvent.type(screen.getByLabelText(/^Country/), 'gb');
    await userEvent.type(screen.getByLabelText(/^Country/), '{Enter}');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: CREATED.id })));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/api/facilities');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(seen[0]?.body).toEqual({ name: 'Leeds plant', country: 'GB' });
    expect(await screen.findByText('Facility Leeds plant added.')).toBeInTheDocument();
  });

  it('shows the server’s field error next to the field', async () => {
    renderWithApi(<FacilityForm />, () =>
      problem(400, 'VALIDATION_FAILED', {
        errors: [
          {
            pointer: '/gridRegion',
            in: 'body',
            code: 'invalid_format',
            message: 'a grid region code such as "US-CAMX"',
          },
        ],
      }),
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Leeds plant');
    await userEvent.type(screen.getByLabelText(/^Grid region/), 'X1');
    await userEvent.click(screen.getByRole('button', { name: 'Add a facility' }));
    expect(await screen.findByText('a grid region code such as "US-CAMX"')).toBeInTheDocument();
  });
});
