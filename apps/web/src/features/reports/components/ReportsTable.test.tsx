import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '../api/reports';
import { ReportsTable } from './ReportsTable';
import { renderWithRouter } from './test-router';

const report = (over: Partial<Report>): Report =>
  ({
    id: '0190f5f4-0000-7000-8000-0000000000d1',
    title: 'TCFD recommendations, 2025-01-01 to 2025-12-31',
    frameworkCode: 'tcfd',
    frameworkVersion: '2021',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    status: 'complete',
    completeness: { filled: 3, total: 11, percent: '27.3' },
    verificationCode: 'CTP-2026-JZLD',
    createdAt: '2026-11-26T20:56:00Z',
    ...over,
  }) as Report;

describe('ReportsTable', () => {
  it('lists framework, period, status, completeness, creation and code, each title opening its report', async () => {
    renderWithRouter(
      <ReportsTable
        reports={[
          report({}),
          report({
            id: '0190f5f4-0000-7000-8000-0000000000d2',
            title: 'GRI H1',
            frameworkCode: 'gri',
            frameworkVersion: '2016',
            periodEnd: '2025-06-30',
            status: 'running',
            completeness: null,
          }),
        ]}
        frameworkName={(code) => (code === 'tcfd' ? 'TCFD recommendations' : undefined)}
      />,
    );
    const rows = within(await screen.findByRole('table', { name: 'Reports' })).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('ReportFrameworkPeriodStatusCompletenessCreatedVerification code');
    const first = within(rows[1] as HTMLElement);
    expect(
      first.getByRole('link', { name: 'TCFD recommendations, 2025-01-01 to 2025-12-31' }),
    ).toHaveAttribute('href', '/reports/0190f5f4-0000-7000-8000-0000000000d1');
    expect(rows[1]).toHaveTextContent('TCFD recommendations (2021)');
    expect(rows[1]).toHaveTextContent('Jan 1 – Dec 31, 2025');
    expect(rows[1]).toHaveTextContent('Complete');
    expect(rows[1]).toHaveTextContent('27.3%');
    expect(rows[1]).toHaveTextContent('CTP-2026-JZLD');
    expect(rows[2]).toHaveTextContent('GRI (2016)');
    expect(rows[2]).toHaveTextContent('Generating');
    expect(rows[2]).toHaveTextContent('Jan 1 – Jun 30, 2025');
  });
});
