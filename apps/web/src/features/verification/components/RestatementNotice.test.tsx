import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportVerification } from '../api/verification';
import { RestatementNotice } from './RestatementNotice';

// A memory router for the links to the other code; no API call is made.
function renderNotice(report: ReportVerification) {
  const root = createRootRoute({ component: Outlet });
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <RestatementNotice report={report} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const base: ReportVerification = {
  verificationCode: 'CTP-2025-7KQM-4XPA',
  organizationName: 'Acme Manufacturing',
  framework: { code: 'gri', version: '2016', name: 'GRI 305' },
  title: 'Climate report 2025',
  period: { start: '2025-01-01', end: '2025-12-31' },
  generatedAt: '2026-02-03T10:15:00.000Z',
  contentHash: 'ab'.repeat(32),
  contentHashMethod: 'SHA-256 (hex) of the manifest',
  artifacts: {},
  totalsKgCo2e: {},
  replaces: null,
  supersededBy: null,
};

describe('RestatementNotice', () => {
  it('says a superseded report was restated and links to the code that replaces it', async () => {
    renderNotice({ ...base, supersededBy: 'CTP-2026-ABCD-EFGH' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Superseded: this report was restated');
    expect(screen.getByRole('link', { name: 'CTP-2026-ABCD-EFGH' })).toHaveAttribute(
      'href',
      '/verify/CTP-2026-ABCD-EFGH',
    );
  });

  it('names the report a restatement replaces, and shows no warning for a current one', async () => {
    renderNotice({ ...base, replaces: 'CTP-2025-WXYZ-2345' });
    expect(await screen.findByTestId('restates')).toHaveTextContent('It replaces report CTP-2025-WXYZ-2345');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
