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
      // Stored before the base year moved to the base-year policy: left out on save.
      baseYear: 2024,
      baseYearPolicy: 'Recalculated at 5 %.',
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
    // The base year is edited with the periods, not here (the stored legacy value is not offered).
    expect(screen.queryByRole('textbox', { name: /^Base year/ })).toBeNull();
    expect(screen.getAllByLabelText(/^Consolidation approach/)[0]).toHaveValue('Financial control');
    await userEvent.clear(field(/^Name/));
    await userEvent.type(field(/^Country/), 'G');
    await userEvent.clear(field(/^Currency/));
    await userEvent.type(field(/^Currency/), 'E');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('This field is needed.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAccessibleDescription(/This field is needed\./);
    expect(field(/^Country/)).toHaveAccessibleDescription(/Use a country code of 2 to 64 characters/);
    expect(field(/^Currency/)).toHaveAccessibleDescription(/three-letter currency code/);
    expect(seen).toHaveLength(0);
  });

  it('saves the name and the reporting facts, keeping every other setting but the legacy base year, with the CSRF token', async () => {
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
        // The organization stated no mode: the form shows and saves the default.
        calculation: { methaneGwp: 'by_source' },
        reporting: {
          country: 'GB',
          consolidationApproach: 'financial_control',
          reportingBoundary: null,
          netRevenue: { '2025': { amount: '12500000', currency: 'EUR' } },
          targets: [{ id: 'sbti-2030' }],
        },
      },
    });
  });

  it('shows the methane GWP mode with its hint and saves the one chosen, keeping other calculation settings', async () => {
    const stated = {
      ...organization,
      settings: { ...organization.settings, calculation: { methaneGwp: 'single', note: 1 } },
    };
    const { seen } = renderWithApi(<SettingsForm organization={stated} canEdit />, (request) => ({
      status: 200,
      body: { ...stated, ...(request.body as object) },
    }));
    const select = screen.getAllByLabelText(/^Methane GWP/)[0] as HTMLElement;
    expect(select).toHaveValue('One value for all methane');
    expect(select).toHaveAccessibleDescription(/fossil methane .* counts 29\.8/);
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: /^By source/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    const sent = seen[0]?.body as { settings: Record<string, unknown> } | undefined;
    expect(sent?.settings.calculation).toEqual({
      methaneGwp: 'by_source',
      note: 1,
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

  it('shows the base year it is given where the base year was edited before', () => {
    renderWithApi(
      <SettingsForm organization={organization} canEdit baseYear={<p>base year from the periods</p>} />,
      () => ({ status: 500 }),
    );
    const reporting = screen.getByRole('group', { name: 'Reporting' });
    expect(reporting).toHaveTextContent('base year from the periods');
  });
});
