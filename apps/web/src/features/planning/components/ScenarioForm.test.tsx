import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { ScenarioForm } from './ScenarioForm';

const STORED = {
  id: '0190f5f4-0000-7000-8000-0000000000a1',
  name: 'Halve by 2030',
  type: 'custom',
  template: {
    type: 'custom',
    metric: 'absolute',
    baseYear: 2024,
    targetYear: 2030,
    targetReduction: 0.5,
    pathway: 'linear',
  },
  archived: false,
  archivedAt: null,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('ScenarioForm', () => {
  it('says in words what is wrong and sends nothing', async () => {
    const { seen } = renderWithApi(<ScenarioForm />, () => ({ status: 500 }));
    await userEvent.type(screen.getByLabelText(/^Base year/), '24');
    await userEvent.type(screen.getByLabelText(/^Target year/), '2030');
    await userEvent.type(screen.getByLabelText(/^Reduction by the target year/), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save the scenario' }));
    expect(await screen.findByText('Give the scenario a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a year of four digits, e.g. 2030.')).toBeInTheDocument();
    expect(screen.getByText('Enter a percentage from 0 to 100 (a point for decimals).')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('stores a custom linear target with the reduction as a fraction, with the CSRF token', async () => {
    const onDone = vi.fn();
    const { seen } = renderWithApi(<ScenarioForm onDone={onDone} />, () => ({ status: 201, body: STORED }), {
      csrfToken: 'csrf-1',
    });
    await userEvent.type(screen.getByLabelText(/^Name/), ' Halve by 2030 ');
    await userEvent.type(screen.getByLabelText(/^Base year/), '2024');
    await userEvent.type(screen.getByLabelText(/^Target year/), '2030');
    await userEvent.type(screen.getByLabelText(/^Reduction by the target year/), '42.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the scenario' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/api/forecasting/scenarios');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(seen[0]?.body).toEqual({
      name: 'Halve by 2030',
      template: {
        type: 'custom',
        baseYear: 2024,
        targetYear: 2030,
        metric: 'absolute',
        pathway: 'linear',
        targetReduction: 0.425,
      },
    });
  });

  it('edits a stored template with PATCH, starting from its values', async () => {
    const { seen } = renderWithApi(<ScenarioForm editing={STORED} />, () => ({ status: 200, body: STORED }));
    expect(screen.getByLabelText(/^Reduction by the target year/)).toHaveValue('50');
    const target = screen.getByLabelText(/^Target year/);
    await userEvent.clear(target);
    await userEvent.type(target, '2032');
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.method).toBe('PATCH');
    expect(seen[0]?.path).toBe(`/api/forecasting/scenarios/${STORED.id}`);
    expect(seen[0]?.body).toMatchObject({
      name: 'Halve by 2030',
      template: { targetYear: 2032, targetReduction: 0.5 },
    });
  });

  it('shows the server’s reason when it refuses the template', async () => {
    renderWithApi(<ScenarioForm />, () =>
      problem(422, 'INVALID_FORECAST_INPUT', {
        detail: 'invalid scenario: an exponential pathway cannot reach a 100% cut',
      }),
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'All gone');
    await userEvent.type(screen.getByLabelText(/^Base year/), '2024');
    await userEvent.type(screen.getByLabelText(/^Target year/), '2030');
    await userEvent.type(screen.getByLabelText(/^Reduction by the target year/), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save the scenario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'an exponential pathway cannot reach a 100% cut',
    );
  });
});
