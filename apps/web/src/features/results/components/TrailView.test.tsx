import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { CalculationRecord } from '../api/records';
import { TrailView } from './TrailView';

// Component test with the real typed client on a fetch stub (no server runs here); the record is
// the shape `GET /api/records/{id}` answers for the demo organization's electricity in Oakland.
const record: CalculationRecord = {
  id: '01a213c4-4b3a-70ea-8256-ec9f8bdd3f13',
  calculationRunId: '01a213c4-4a96-7221-8dd3-3853197bc66f',
  activityId: '01a213c4-4a03-71e1-8305-0ac9e3e48250',
  checksumInput: '9f9fb6fe74d73e5d4409801bc09dbf483d50dc9c3ec23067a4010fa906ad00da',
  checksumOutput: '061609355579d835ac903b3b915ac85a2133313723a9be76cb883e62db8798f5',
  createdAt: '2026-11-25T17:32:40.982Z',
  evidence: [],
  record: {
    input: {
      gwpSet: 'AR6',
      gwpTimeframe: '100yr',
      activity: {
        id: '01a213c4-4a03-71e1-8305-0ac9e3e48250',
        unit: 'kWh',
        region: 'US-CAMX',
        category: 'scope2.electricity.location_based',
        quantity: '41200',
        periodStart: '2024-01-01',
        periodEnd: '2024-01-31',
        dataQuality: 'measured',
      },
    },
    terms: [
      { unit: 'MWh', label: 'electricity consumed × eGRID total output rate (US-CAMX)', amount: '41.2' },
    ],
    factor: {
      unit: 'MWh',
      gases: { CH4: '0.0136077711', CO2: '225.63634930991', N2O: '0.00181436948' },
      factor: null,
      region: 'US-CAMX',
      source: 'U.S. EPA, GHG Emission Factors Hub 2024',
      category: 'electricity',
      datasetId: 'epa-ghg-hub',
      sourceUrl: 'https://www.epa.gov/system/files/documents/2024-02/ghg-emission-factors-hub-2024.xlsx',
      effectiveTo: null,
      subcategory: 'grid_average',
      effectiveFrom: '2024-01-01',
      datasetVersion: '2024',
    },
    output: {
      gases: [
        { gas: 'CH4', gwp: '27.9', co2eKg: '15.641860724028', massKg: '0.56064016932' },
        { gas: 'CO2', gwp: '1', co2eKg: '9296.217591568292', massKg: '9296.217591568292' },
        { gas: 'N2O', gwp: '273', co2eKg: '20.407302163248', massKg: '0.074752022576' },
      ],
      co2eKg: '9332.266754455568',
      warnings: [],
    },
    algorithm: {
      id: 'us/egrid-location',
      name: 'Purchased electricity, location-based, eGRID subregion',
      type: 'regional',
      version: '1.0.0',
      warnings: [],
      resolution: ['region chain US-CAMX → US → NORTH_AMERICA → GLOBAL', 'no regional algorithm for US-CAMX'],
    },
    gwpValues: { CH4: '27.9', CO2: '1', N2O: '273' },
    engineVersion: '0.1.0',
    supportingFactors: [],
  },
};

describe('TrailView', () => {
  it('shows the input, how the algorithm was resolved, the cited factor, GWPs and exact arithmetic', () => {
    renderWithApi(<TrailView record={record} />, () => ({ status: 500 }));
    expect(screen.getByText('41,200 kWh')).toBeInTheDocument();
    expect(screen.getByText('Regional algorithm')).toBeInTheDocument();
    expect(screen.getByText('no regional algorithm for US-CAMX')).toBeInTheDocument();
    expect(screen.getByText(/U\.S\. EPA, GHG Emission Factors Hub 2024/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the source' })).toHaveAttribute(
      'href',
      'https://www.epa.gov/system/files/documents/2024-02/ghg-emission-factors-hub-2024.xlsx',
    );
    const gases = screen.getByRole('table', { name: 'Global warming potentials' });
    // Exact decimals from the record, grouped but never rounded through floating point.
    expect(within(gases).getAllByText('9,296.217591568292')).toHaveLength(2); // CO2: mass = CO2e
    expect(within(gases).getByText('9,332.266754455568')).toBeInTheDocument();
    expect(within(gases).getByText('273')).toBeInTheDocument();
    expect(screen.getByText(record.checksumInput)).toBeInTheDocument();
  });

  it('verifies the record on request and reports each failing check', async () => {
    let valid = true;
    const { seen } = renderWithApi(<TrailView record={record} />, () => ({
      status: 200,
      body: {
        id: record.id,
        valid,
        checks: { inputChecksum: true, outputChecksum: valid, storedChecksums: true },
      },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify this record' }));
    expect(
      await screen.findByText('Verified: the checksums hold and the stored values match.'),
    ).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ method: 'GET', path: `/api/records/${record.id}/verify` });

    valid = false;
    await userEvent.click(screen.getByRole('button', { name: 'Verify this record' }));
    expect(await screen.findByText('Verification failed: output checksum.')).toBeInTheDocument();
  });
});
