import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { Organization } from '../api/organization';
import { SettingsForm } from './SettingsForm';

const organization: Organization = {
  id: '0190f5f4-0000-7000-8000-000000000001',
  publicOrgId: 'ctp-org-7f3a',
  slug: 'demo',
  name: 'Demo Manufacturing',
  settings: {
    // Settings the form does not edit must survive a save.
    assistantNote: 'kept',
    reporting: {
      consolidationApproach: 'financial_control',
      baseYear: 2024,
      targets: [{ id: 'sbti-2030' }],
      netRevenue: { '2025': { amount: '12500000', currency: 'EUR' } },
    },
  },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('SettingsForm', () => {
  it('shows what the reports read, and says next to each field what is wrong before sending', async () => {
    const { seen } = renderWithApi(<SettingsForm organization={organization} canEdit />, () => ({
      status: 500,
    }));
    expect(field(/^Name/)).toHaveValue('Demo Manufacturing');
    expect(field(/^Base year/)).toHaveValue('2024');
    expect(screen.getAllByLabelText(/^Consolidation approach/)[0]).toHaveValue('Financial control');
    await userEvent.clear(field(/^Name/));
    await userEvent.clear(field(/^Base year/));
    await userEvent.type(field(/^Base year/), '1850');
    await userEvent.type(field(/^Scope 1/), '12,5');
    await userEvent.clear(field(/^Currency/));
    await userEvent.type(field(/^Currency/), 'E');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('This field is needed.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAccessibleDescription(/This field is needed\./);
    expect(field(/^Base year/)).toHaveAccessibleDescription(/Use a year between 1990 and 2100\./);
    expect(field(/^Scope 1/)).toHaveAccessibleDescription(/Use a decimal number/);
    expect(field(/^Scope 3/)).toHaveAccessibleDescription(/Give all four scopes, or none\./);
    expect(field(/^Currency/)).toHaveAccessibleDescription(/three-letter currency code/);
    expect(seen).toHaveLength(0);
  });

  it('saves the name and the reporting facts, keeping every other setting, with the CSRF token', async () => {
    const { seen } = renderWithApi(
      <SettingsForm organization={organization} canEdit />,
      (request) => ({
        status: 200,
        body: { ...organization, ...(request.body as object), updatedAt: '2026-02-01T00:00:00Z' },
      }),
      { csrfToken: 'csrf-9' },
    );
    await userEvent.clear(field(/^Name/));
    await userEvent.type(field(/^Name/), 'Demo Manufacturing Ltd');
    await userEvent.type(field(/^Country/), 'gb');
    for (const [scope, value] of [
      [/^Scope 1/, '417500.04'],
      [/^Scope 2 \(location/, '278900'],
      [/^Scope 2 \(market/, '323100'],
      [/^Scope 3/, '113200'],
    ] as const)
      await userEvent.type(field(scope), value);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('PATCH');
    expect(seen[0]?.path).toBe('/api/organizations/current');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-9');
    expect(seen[0]?.body).toEqual({
      name: 'Demo Manufacturing Ltd',
      settings: {
        assistantNote: 'kept',
        reporting: {
          country: 'GB',
          consolidationApproach: 'financial_control',
          baseYear: 2024,
          baseYearPolicy: null,
          reportingBoundary: null,
          baseYearEmissions: {
            scope1: '417500.04',
            scope2LocationBased: '278900',
            scope2MarketBased: '323100',
            scope3: '113200',
          },
          netRevenue: { '2025': { amount: '12500000', currency: 'EUR' } },
          targets: [{ id: 'sbti-2030' }],
        },
      },
    });
  });

  it('puts a field error the server sends next to its field', async () => {
    renderWithApi(<SettingsForm organization={organization} canEdit />, () =>
      problem(400, 'VALIDATION_FAILED', {
        errors: [{ pointer: '/name', code: 'too_big', message: 'Too long for the server.' }],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(field(/^Name/)).toHaveAccessibleDescription(/Too long for the server\./));
  });

  it('lets other roles read the settings but offers no way to change them', () => {
    renderWithApi(<SettingsForm organization={organization} canEdit={false} />, () => ({ status: 500 }));
    expect(screen.getByText('Only an administrator can change these settings.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a year' })).toBeNull();
  });
});
