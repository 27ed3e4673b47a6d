import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { ReportVerification } from '../api/verification';
import { ReportFacts } from './ReportFacts';

const report: ReportVerification = {
  verificationCode: 'CTP-2025-7KQM',
  organizationName: 'Acme Manufacturing',
  framework: { code: 'tcfd', version: '2017', name: 'TCFD' },
  title: 'Climate report 2025',
  period: { start: '2025-01-01', end: '2025-12-31' },
  generatedAt: '2026-02-03T10:15:00.000Z',
  contentHash: 'ab'.repeat(32),
  contentHashMethod: 'SHA-256 (hex) of the manifest',
  artifacts: {},
  totalsKgCo2e: {
    scope1: '1234567.89',
    scope2LocationBased: '1000.5',
    scope2MarketBased: '0',
    scope3: '999999.9995',
  },
  replaces: null,
  supersededBy: null,
};

describe('ReportFacts', () => {
  it('prints the totals as the PDF does (t CO2e, three decimals, half-up on the exact kg) and the facts for people', () => {
    renderWithApi(<ReportFacts report={report} />, () => ({ status: 500 }));
    const cell = (label: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${label}`) })).getAllByRole('cell')[0];
    expect(cell('Scope 1')).toHaveTextContent('1,234.568');
    expect(cell('Scope 2 \\(location-based\\)')).toHaveTextContent('1.001');
    expect(cell('Scope 2 \\(market-based\\)')).toHaveTextContent('0.000');
    expect(cell('Scope 3')).toHaveTextContent('1,000.000');
    expect(screen.getByText('Jan 1 – Dec 31, 2025')).toBeInTheDocument();
    expect(screen.getByText('TCFD (tcfd, version 2017)')).toBeInTheDocument();
    expect(screen.getByTestId('content-hash')).toHaveTextContent(report.contentHash);
  });
});
