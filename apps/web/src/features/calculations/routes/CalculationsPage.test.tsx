import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { InRouter } from '../components/in-router';
import CalculationsPage from './CalculationsPage';

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
};

const answers = (role: string) => (request: { path: string }) => {
  if (request.path === '/api/auth/session')
    return {
      status: 200,
      body: {
        user: { id: RUN.id, email: 'r@example.com', name: 'Rita Reader' },
        organization: { id: RUN.id, name: 'Acme', slug: 'acme' },
        role,
        csrfToken: 'x',
      },
    };
  if (request.path.startsWith('/api/facilities'))
    return { status: 200, body: { items: [], nextCursor: null } };
  if (request.path.startsWith('/api/calculations'))
    return { status: 200, body: { items: [RUN], nextCursor: null } };
  return { status: 404 };
};

describe('CalculationsPage', () => {
  it('shows a READ_ONLY user the past runs and no write control', async () => {
    const { seen } = renderWithApi(
      <InRouter>
        <CalculationsPage />
      </InRouter>,
      answers('READ_ONLY'),
    );
    expect(
      await screen.findByText('Your role can read calculations but not start them.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Past calculations' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Start a calculation' })).toBeNull();
    // The latest run first: the list asks the API for that order.
    expect(seen.some((r) => r.path.startsWith('/api/calculations?') && r.path.includes('order=newest'))).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: /2026/ })).toHaveAttribute('href', `/calculations/${RUN.id}`);
  });

  it('offers the run form to a member', async () => {
    renderWithApi(
      <InRouter>
        <CalculationsPage />
      </InRouter>,
      answers('ORG_MEMBER'),
    );
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeInTheDocument();
  });
});
