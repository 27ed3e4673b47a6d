import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailuresList } from './FailuresList';
import { InRouter } from './in-router';
import { RunLive } from './RunStatus';

const A = '0190f5f4-0000-7000-8000-00000000a001';
const B = '0190f5f4-0000-7000-8000-00000000a002';

const renderIt = (ui: React.ReactNode) =>
  render(
    <MantineProvider env="test">
      <InRouter>{ui}</InRouter>
    </MantineProvider>,
  );

describe('FailuresList', () => {
  it('lists each failure with its code, its reason and a link to the activity', async () => {
    renderIt(
      <FailuresList
        count={2}
        failures={[
          { activityId: A, code: 'FACTOR_NOT_FOUND', message: 'no factor for region ZZ in 2025' },
          { activityId: B, code: 'UNIT_MISMATCH', message: 'cannot convert kg to kWh' },
        ]}
      />,
    );
    expect(await screen.findByText('FACTOR_NOT_FOUND')).toBeInTheDocument();
    expect(screen.getByText('UNIT_MISMATCH')).toBeInTheDocument();
    expect(screen.getByText('no factor for region ZZ in 2025')).toBeInTheDocument();
    expect(screen.getByText('2 activities could not be calculated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Open activity ${A}` })).toHaveAttribute(
      'href',
      `/activities/${A}`,
    );
    expect(screen.getByRole('link', { name: `Open activity ${B}` })).toHaveAttribute(
      'href',
      `/activities/${B}`,
    );
  });

  it('says when only the first failures are listed', async () => {
    renderIt(<FailuresList count={1500} failures={[{ activityId: A, code: 'X', message: 'y' }]} />);
    expect(
      await screen.findByText(
        /The first 1 of 1500 are listed; fix them and calculate again to see the rest\./,
      ),
    ).toBeInTheDocument();
  });

  it('says so when nothing failed', async () => {
    renderIt(<FailuresList count={0} failures={[]} />);
    expect(await screen.findByText('Every activity was calculated.')).toBeInTheDocument();
  });
});

describe('RunLive', () => {
  it('puts the run’s state in words in a polite live region', () => {
    const run = { status: 'completed', calculated: 41, failedCount: 1 } as Parameters<
      typeof RunLive
    >[0]['run'];
    render(
      <MantineProvider env="test">
        <RunLive run={run} />
      </MantineProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('The calculation is done: 41 results stored, 1 activity failed.');
  });
});
