import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultsVerification } from '../api/audit';
import { VerificationFindings } from './ResultsVerification';

const zero = {
  scope1: '0',
  scope2LocationBased: '0',
  scope2MarketBased: '0',
  scope2Unspecified: '0',
  scope3: '0',
};
const RESULT = '0190f5f4-0000-7000-8000-0000000000a1';
const RECORD = '0190f5f4-0000-7000-8000-0000000000b1';
const RUN = '0190f5f4-0000-7000-8000-0000000000c1';

const tampered: ResultsVerification = {
  valid: false,
  checkedResults: 3,
  totalsFromResults: { ...zero, scope1: '33402.1' },
  totalsFromRecords: { ...zero, scope1: '66.4' },
  discrepancyCount: 1,
  discrepancies: [
    {
      resultId: RESULT,
      recordId: RECORD,
      calculationRunId: RUN,
      reasons: ['co2e_differs_from_record'],
      resultCo2eKg: '33368.7',
      recordCo2eKg: '33.3687',
    },
  ],
  runs: [
    {
      calculationRunId: RUN,
      status: 'root_mismatch',
      recomputedRoot: 'f'.repeat(64),
      leafCount: 3,
      sealedRoot: 'a'.repeat(64),
      auditedRoot: 'a'.repeat(64),
    },
  ],
};

describe('VerificationFindings', () => {
  it('names the result that disagrees, the totals that differ and the run whose root no longer holds', () => {
    render(
      <MantineProvider env="test">
        <VerificationFindings result={tampered} />
      </MantineProvider>,
    );
    const totals = screen.getByRole('table', { name: 'Totals that differ' });
    const [, scope1] = within(totals).getAllByRole('row');
    expect(scope1).toHaveTextContent('Scope 1');
    expect(scope1).toHaveTextContent('33402.1');
    expect(scope1).toHaveTextContent('66.4');
    expect(within(totals).getAllByRole('row')).toHaveLength(2); // only the total that differs

    const results = screen.getByRole('table', { name: 'Results that disagree with their records' });
    const [, row] = within(results).getAllByRole('row');
    expect(row).toHaveTextContent(RESULT);
    expect(row).toHaveTextContent('33368.7');
    expect(row).toHaveTextContent('its CO2e is not its record’s');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      `/results/records/${RECORD}`,
    );
    expect(
      screen.getByText(new RegExp(`Calculation run ${RUN}: its results no longer give`)),
    ).toBeInTheDocument();
  });

  it('shows nothing for an intact verification', () => {
    const { container } = render(
      <MantineProvider env="test">
        <VerificationFindings
          result={{
            ...tampered,
            valid: true,
            totalsFromResults: zero,
            totalsFromRecords: zero,
            discrepancyCount: 0,
            discrepancies: [],
            runs: [],
          }}
        />
      </MantineProvider>,
    );
    expect(container.querySelectorAll('table')).toHaveLength(0);
  });
});
