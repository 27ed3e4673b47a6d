import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { type ReportStatus, useReportStatus } from '../api/reports';
import { ReportProgress } from './ReportProgress';

const ID = '0190f5f4-0000-7000-8000-0000000000a1';
const STEPS: [number, string][] = [
  [10, 'Collecting data...'],
  [30, 'Mapping to framework...'],
  [50, 'Rendering template...'],
  [70, 'Generating PDF...'],
  [90, 'Uploading artifacts...'],
  [100, 'Complete'],
];
const statusAt = (index: number): ReportStatus => {
  const [percent, message] = STEPS[index] as [number, string];
  return {
    id: ID,
    status: percent === 100 ? 'complete' : 'running',
    percent,
    message,
    attempts: 1,
    failureReason: null,
    steps: STEPS.slice(0, index + 1).map(([p, m]) => ({ percent: p, message: m, attempt: 0 })),
  };
};

/** The report page's progress part: the polling hook and the display, on the real typed client. */
function Live() {
  const status = useReportStatus(ID, true, 5);
  return status.data ? <ReportProgress status={status.data} /> : null;
}

describe('ReportProgress', () => {
  it('marks the steps done, current and not yet, and says the current one in a live region', () => {
    renderWithApi(<ReportProgress status={statusAt(2)} />, () => ({ status: 500 }));
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Rendering template...');
    const items = within(screen.getByRole('list', { name: 'Report generation' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/^[✓›○]/, ''))).toEqual([
      'Collecting data... (done)',
      'Mapping to framework... (done)',
      'Rendering template... (in progress)',
      'Generating PDF... (not yet)',
      'Uploading artifacts... (not yet)',
      'Complete (not yet)',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Report generation' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('follows the status endpoint through the six messages and stops polling once complete', async () => {
    let call = 0;
    const { seen } = renderWithApi(<Live />, (request) => {
      expect(request.path).toBe(`/api/reports/${ID}/status`);
      const index = Math.min(call, STEPS.length - 1);
      call += 1;
      return { status: 200, body: statusAt(index) };
    });
    for (const [, message] of STEPS) {
      expect(await screen.findByText(message, { selector: '[aria-live]' })).toBeInTheDocument();
    }
    const items = within(screen.getByRole('list', { name: 'Report generation' })).getAllByRole('listitem');
    expect(items.every((item) => item.textContent?.includes('(done)'))).toBe(true);
    const polls = seen.filter((r) => r.path.endsWith('/status')).length;
    // Once complete, no further request: the count stays where it was.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.filter((r) => r.path.endsWith('/status')).length).toBe(polls);
  });

  it('says a worker has not started yet before the first step', () => {
    renderWithApi(
      <ReportProgress
        status={{
          id: ID,
          status: 'queued',
          percent: 0,
          message: null,
          attempts: 0,
          failureReason: null,
          steps: [],
        }}
      />,
      () => ({ status: 500 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for a worker to start…');
  });
});
