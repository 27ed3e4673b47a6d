import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { RunForm } from './RunForm';

const facilities = [
  {
    id: '0190f5f4-0000-7000-8000-0000000000f1',
    name: 'Leeds plant',
    address: null,
    country: 'GB',
    gridRegion: 'GB',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
];
const JOB = '0190f5f4-0000-7000-8000-0000000000cc';
const RUN = {
  id: '0190f5f4-0000-7000-8000-0000000000aa',
  kind: 'period',
  status: 'completed',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  activityCount: null,
  datasetVersions: {},
  gwpSet: 'AR6',
  gwpTimeframe: '100yr',
  engineVersion: '1.0.0',
  recalculationOf: null,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  calculated: 3,
  failedCount: 1,
  failed: [],
  totalsByScope: null,
  superseded: 0,
};

describe('RunForm', () => {
  it('says in words what is wrong with the period and sends nothing', async () => {
    const { seen } = renderWithApi(<RunForm facilities={facilities} onStarted={() => {}} />, () => ({
      status: 500,
    }));
    await userEvent.type(screen.getByLabelText(/^Period start/), '2025-06-01');
    await userEvent.type(screen.getByLabelText(/^Period end/), '2025-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('The period must end on or after its start.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('starts a run for the period and the chosen facilities, with the CSRF token, and hands the run on', async () => {
    const onStarted = vi.fn();
    const { seen } = renderWithApi(
      <RunForm
        facilities={facilities}
        initial={{ periodStart: '2025-01-01', periodEnd: '2025-12-31' }}
        onStarted={onStarted}
      />,
      () => ({ status: 201, body: RUN }),
      { csrfToken: 'csrf-1' },
    );
    const input = screen.getAllByLabelText(/^Facilities/).find((element) => element.tagName === 'INPUT');
    if (input === undefined) throw new Error('no facilities input');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Leeds plant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: RUN.id })));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/api/calculations');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(seen[0]?.body).toEqual({
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      gwpSet: 'AR6',
      facilityIds: [facilities[0]?.id],
    });
  });

  it('shows the server’s field error next to the field', async () => {
    renderWithApi(
      <RunForm
        facilities={facilities}
        initial={{ periodStart: '2025-01-01', periodEnd: '2025-12-31' }}
        onStarted={() => {}}
      />,
      () =>
        problem(400, 'VALIDATION_FAILED', {
          errors: [{ pointer: '/periodEnd', in: 'body', code: 'custom', message: 'is before periodStart' }],
        }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('is before periodStart')).toBeInTheDocument();
  });

  it('follows a calculation the server queued (202): says it is calculating on the server, then hands the run on', async () => {
    const onStarted = vi.fn();
    const job = {
      id: JOB,
      createdAt: '2026-01-01T00:00:00Z',
      settledAt: null,
      runId: null,
      run: null,
      problem: null,
    };
    let looks = 0;
    const { seen } = renderWithApi(
      <RunForm
        facilities={facilities}
        initial={{ periodStart: '2025-01-01', periodEnd: '2025-12-31' }}
        onStarted={onStarted}
      />,
      (request) => {
        if (request.method === 'POST') return { status: 202, body: { ...job, status: 'queued' } };
        looks++;
        // Running on the first looks, then completed with its run.
        return looks < 3
          ? { status: 200, body: { ...job, status: 'running' } }
          : { status: 200, body: { ...job, status: 'succeeded', runId: RUN.id, run: RUN } };
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Calculating on the server…');
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: RUN.id })), {
      timeout: 5000,
    });
    expect(screen.queryByText('Calculating on the server…')).toBeNull();
    expect(seen.slice(1).every((r) => r.method === 'GET' && r.path === `/api/calculations/jobs/${JOB}`)).toBe(
      true,
    );
  });

  it('shows the problem of a queued calculation that failed, as the request would have', async () => {
    const onStarted = vi.fn();
    const failed = problem(422, 'DATASET_NOT_LOADED', { detail: 'no dataset acme-gas version 9 is loaded' });
    renderWithApi(
      <RunForm
        facilities={facilities}
        initial={{ periodStart: '2025-01-01', periodEnd: '2025-12-31' }}
        onStarted={onStarted}
      />,
      (request) =>
        request.method === 'POST'
          ? { status: 202, body: { id: JOB, status: 'queued' } }
          : { status: 200, body: { id: JOB, status: 'failed', run: null, problem: failed.body } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no dataset acme-gas version 9 is loaded');
    expect(onStarted).not.toHaveBeenCalled();
  });
});
