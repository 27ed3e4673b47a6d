import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { Algorithm } from '../api/algorithms';
import { OverrideForm } from './OverrideForm';

const algorithm = (id: string, category: string, versions = ['1.0.0']) =>
  ({ id, name: id, category, versions, resolution: 'generic' }) as unknown as Algorithm;
const algorithms = [
  algorithm('ctp/electricity-location-based', 'scope2.electricity.location_based'),
  algorithm('us/egrid-location', 'scope2.electricity.location_based', ['1.0.0', '1.1.0']),
  algorithm('ctp/stationary-combustion', 'scope1.stationary_combustion'),
];

const inputOf = (label: RegExp) => {
  const input = screen
    .getAllByLabelText(label)
    .find((e) => e.tagName === 'INPUT' || e.tagName === 'TEXTAREA');
  if (input === undefined) throw new Error(`no input ${label}`);
  return input;
};
async function choose(label: RegExp, option: string | RegExp) {
  await userEvent.click(inputOf(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('OverrideForm', () => {
  it('explains each missing or wrong field in words and sends nothing', async () => {
    const { seen } = renderWithApi(<OverrideForm algorithms={algorithms} />, () => ({ status: 500 }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Factor multiplier/ }), '0');
    await userEvent.type(inputOf(/^Effective from/), '2025-06-01');
    await userEvent.type(inputOf(/^Effective to/), '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Propose for approval' }));
    expect(
      await screen.findByText('Enter a number greater than zero with a point for decimals, e.g. 1.05.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The end must be on or after the start.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is needed.')).toHaveLength(2); // category, justification
    expect(seen).toHaveLength(0);
  });

  it('proposes a methodology override with an algorithm of the category, pinned to a version', async () => {
    let created = false;
    const { seen } = renderWithApi(
      <OverrideForm
        algorithms={algorithms}
        onCreated={() => {
          created = true;
        }}
      />,
      () => ({ status: 201, body: {} }),
      { csrfToken: 'csrf-1' },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Methodology override' }));
    await choose(/^Category/, 'scope2.electricity.location_based');
    await userEvent.click(inputOf(/^Algorithm to use/));
    // Only the algorithms of the chosen category are offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'ctp/electricity-location-based (ctp/electricity-location-based)',
      'us/egrid-location (us/egrid-location)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /^us\/egrid-location/ }));
    await choose(/^Version/, '1.1.0');
    await userEvent.type(inputOf(/^Effective from/), '2025-01-01');
    await userEvent.type(inputOf(/^Justification/), 'Our grid operator publishes eGRID data.');
    await userEvent.click(screen.getByRole('button', { name: 'Propose for approval' }));
    await waitFor(() => expect(created).toBe(true));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/overrides',
      body: {
        kind: 'methodology',
        category: 'scope2.electricity.location_based',
        algorithmId: 'us/egrid-location',
        algorithmVersion: '1.1.0',
        effectiveFrom: '2025-01-01',
        justification: 'Our grid operator publishes eGRID data.',
      },
    });
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it("puts the server's formula error next to the formula", async () => {
    renderWithApi(<OverrideForm algorithms={algorithms} />, () =>
      problem(400, 'VALIDATION_FAILED', {
        errors: [{ pointer: '/customLogic', code: 'custom', message: 'unknown variable "fuel" at 1' }],
      }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Custom formula' }));
    await choose(/^Category/, 'scope1.stationary_combustion');
    await userEvent.type(inputOf(/^Formula/), 'fuel * 2');
    await userEvent.type(inputOf(/^Effective from/), '2025-01-01');
    await userEvent.type(inputOf(/^Justification/), 'Test');
    await userEvent.click(screen.getByRole('button', { name: 'Propose for approval' }));
    expect(await screen.findByText('unknown variable "fuel" at 1')).toBeInTheDocument();
  });
});
