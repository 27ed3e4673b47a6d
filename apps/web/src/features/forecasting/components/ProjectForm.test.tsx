import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { CustomModel, ModelKind } from '../api/models';
import { ProjectForm } from './ProjectForm';

const kind = (id: string, name: string): ModelKind => ({
  id,
  name,
  type: 'statistical',
  version: '1.0.0',
  description: `${name} model`,
  parameters: {},
  assumptions: [],
  limitations: [],
  minimumMonths: 12,
});
const KINDS = [kind('auto', 'Automatic'), kind('linear-trend', 'Linear trend'), kind('arima', 'ARIMA')];
const custom = (id: string, name: string, validated: boolean): CustomModel => ({
  id,
  name,
  description: null,
  modelKind: 'arima',
  parameters: {},
  artifactKey: null,
  trainingFrom: null,
  trainingTo: null,
  metrics: {},
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  validated,
  validatedBy: null,
  validatedAt: validated ? '2026-01-02T00:00:00Z' : null,
});
const VALIDATED = custom('0190f5f4-0000-7000-8000-0000000000c1', 'Plant ARIMA', true);
const PENDING = custom('0190f5f4-0000-7000-8000-0000000000c2', 'Draft ETS', false);
const RESULT = {
  runId: '0190f5f4-0000-7000-8000-0000000000aa',
  inputDataHash: 'abc',
  inputDataRange: {},
  projection: { frequency: 'monthly', timeline: [], values: [], model: {}, generatedAt: '', inputHash: '' },
};

const render = (
  onProjected = vi.fn(),
  answer: () => { status: number; body?: unknown; type?: string } = () => ({ status: 201, body: RESULT }),
) =>
  renderWithApi(
    <ProjectForm kinds={KINDS} customModels={[VALIDATED, PENDING]} onProjected={onProjected} />,
    answer,
    { csrfToken: 'csrf-1' },
  );

describe('ProjectForm', () => {
  it('projects every scope with one Scope 2 method, automatic model and the horizon, with the CSRF token', async () => {
    const onProjected = vi.fn();
    const { seen } = render(onProjected);
    await userEvent.click(screen.getByRole('radio', { name: 'Market-based' }));
    const horizon = screen.getByRole('textbox', { name: /^Horizon/ });
    await userEvent.clear(horizon);
    await userEvent.type(horizon, '36');
    await userEvent.click(screen.getByRole('button', { name: 'Project' }));
    await waitFor(() =>
      expect(onProjected).toHaveBeenCalledWith(expect.objectContaining({ runId: RESULT.runId })),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/api/forecasting/project');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(seen[0]?.body).toEqual({
      scopes: [1, 2, 3],
      scope2Method: 'market_based',
      horizon: 36,
      model: 'auto',
    });
  });

  it('polls the forecast job of a queued fit, saying it is fitting on the server, then shows the result', async () => {
    const onProjected = vi.fn();
    const JOB = '0190f5f4-0000-7000-8000-0000000000bb';
    const job = {
      id: JOB,
      kind: 'projection',
      createdAt: '2026-01-01T00:00:00Z',
      result: null,
      problem: null,
    };
    let polls = 0;
    const { seen } = render(onProjected, () => {
      if (seen.length === 1)
        return { status: 202, body: { ...job, status: 'queued', settledAt: null, runId: null } };
      polls += 1;
      return polls < 2
        ? { status: 200, body: { ...job, status: 'running', settledAt: null, runId: null } }
        : {
            status: 200,
            body: {
              ...job,
              status: 'succeeded',
              settledAt: '2026-01-01T00:00:05Z',
              runId: RESULT.runId,
              result: RESULT,
            },
          };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Project' }));
    expect(await screen.findByText('Fitting on the server…')).toBeInTheDocument();
    await waitFor(
      () => expect(onProjected).toHaveBeenCalledWith(expect.objectContaining({ runId: RESULT.runId })),
      {
        timeout: 10_000,
      },
    );
    expect(screen.queryByText('Fitting on the server…')).not.toBeInTheDocument();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/forecasting/project',
      `GET /api/forecasting/jobs/${JOB}`,
      `GET /api/forecasting/jobs/${JOB}`,
    ]);
  });

  it('offers the Scope 2 method only while Scope 2 is chosen', async () => {
    render();
    expect(screen.getByRole('radio', { name: 'Location-based' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scope 2' }));
    expect(screen.getByRole('radio', { name: 'Location-based' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Market-based' })).toBeDisabled();
  });

  it('says in words what is wrong and sends nothing without a scope or with a horizon out of range', async () => {
    const { seen } = render();
    for (const name of ['Scope 1', 'Scope 2', 'Scope 3']) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    const horizon = screen.getByRole('textbox', { name: /^Horizon/ });
    await userEvent.clear(horizon);
    await userEvent.type(horizon, '601');
    await userEvent.click(screen.getByRole('button', { name: 'Project' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of months from 1 to 600.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('uses a validated custom model by its id and offers a pending one only as waiting for validation', async () => {
    const { seen } = render();
    const model = screen.getAllByLabelText(/^Model/).find((element) => element.tagName === 'INPUT');
    if (model === undefined) throw new Error('no model input');
    await userEvent.click(model);
    expect(await screen.findByRole('option', { name: 'Draft ETS (waiting for validation)' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Plant ARIMA' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scope 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Project' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({
      scopes: [1, 2],
      scope2Method: 'location_based',
      horizon: 24,
      customModelId: VALIDATED.id,
    });
  });

  it('shows why the server refused the projection', async () => {
    render(vi.fn(), () =>
      problem(422, 'SERIES_TOO_SHORT', { detail: 'The history has 3 months; arima needs 24.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The history has 3 months; arima needs 24.');
  });
});
