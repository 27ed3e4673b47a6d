import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import type { Framework, Template } from '../api/templates';
import { CreateReportForm } from './CreateReportForm';

const framework = (code: string, name: string, version: string, current = true): Framework => ({
  code,
  name,
  version,
  current,
  source: 'built-in',
  definitionHash: 'x',
  disclosures: [],
  supersedes: null,
});
const frameworks = [
  framework('tcfd', 'TCFD recommendations', '2021'),
  framework('gri', 'GRI 305', '2016'),
  framework('gri', 'GRI 305', '2010', false),
];
const template = (id: string, name: string, frameworkCode: string, archived = false): Template => ({
  id,
  name,
  frameworkCode,
  archived,
  version: 3,
  content: {},
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const BOARD = '0190f5f4-0000-7000-8000-0000000000b1';
const templates = [
  template(BOARD, 'Board pack', 'tcfd'),
  template('0190f5f4-0000-7000-8000-0000000000b2', 'Old pack', 'tcfd', true),
  template('0190f5f4-0000-7000-8000-0000000000b3', 'GRI pack', 'gri'),
];

const input = (label: RegExp) => {
  const found = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (found === undefined) throw new Error(`no input ${label}`);
  return found;
};

describe('CreateReportForm', () => {
  it('asks for a framework and a period in order before sending anything', async () => {
    const { seen } = renderWithApi(
      <CreateReportForm frameworks={frameworks} templates={templates} onCreated={() => {}} />,
      () => ({ status: 500 }),
    );
    await userEvent.clear(input(/^Period end/));
    await userEvent.type(input(/^Period end/), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Generate report' }));
    expect(await screen.findByText('This field is needed.')).toBeInTheDocument();
    expect(screen.getByText('The period must end on or after its start.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("offers the current frameworks and only that framework's usable templates, then requests the report", async () => {
    const onCreated = vi.fn();
    const { seen } = renderWithApi(
      <CreateReportForm frameworks={frameworks} templates={templates} onCreated={onCreated} />,
      () => ({ status: 202, body: { id: 'r-1', status: 'queued' } }),
      { csrfToken: 'csrf-1' },
    );
    await userEvent.click(input(/^Framework/));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['TCFD recommendations (2021)', 'GRI 305 (2016)']);
    await userEvent.click(screen.getByRole('option', { name: 'TCFD recommendations (2021)' }));
    await userEvent.clear(input(/^Period start/));
    await userEvent.type(input(/^Period start/), '2025-01-01');
    await userEvent.clear(input(/^Period end/));
    await userEvent.type(input(/^Period end/), '2025-12-31');
    await userEvent.click(input(/^Template/));
    const templateOptions = await screen.findAllByRole('option');
    expect(templateOptions.map((o) => o.textContent)).toEqual(['Board pack (version 3)']);
    await userEvent.click(templateOptions[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Generate report' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'r-1', status: 'queued' }));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/reports',
      body: { frameworkCode: 'tcfd', periodStart: '2025-01-01', periodEnd: '2025-12-31', templateId: BOARD },
    });
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it("shows the server's refusal in words", async () => {
    renderWithApi(
      <CreateReportForm frameworks={frameworks} templates={templates} onCreated={() => {}} />,
      () => problem(422, 'REPORT_TEMPLATE_UNUSABLE', { detail: 'the template is archived' }),
    );
    await userEvent.click(input(/^Framework/));
    await userEvent.click(await screen.findByRole('option', { name: 'GRI 305 (2016)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the template is archived');
  });

  it('says GRI 102 replaces GRI 305 for a period from 2027, and sends keepFramework only when the user keeps 305', async () => {
    const gri102: Framework = {
      ...framework('gri-102', 'GRI 102: Climate Change 2025', '2025'),
      supersedes: { code: 'gri', forPeriodsFrom: '2027-01-01' },
    };
    const { seen } = renderWithApi(
      <CreateReportForm frameworks={[...frameworks, gri102]} templates={[]} onCreated={() => {}} />,
      () => ({ status: 202, body: { id: 'r-2', status: 'queued' } }),
    );
    await userEvent.click(input(/^Framework/));
    await userEvent.click(await screen.findByRole('option', { name: 'GRI 305 (2016)' }));
    // Last year's period (before 2027): nothing to choose.
    expect(screen.queryByLabelText('Keep GRI 305')).not.toBeInTheDocument();
    await userEvent.clear(input(/^Period start/));
    await userEvent.type(input(/^Period start/), '2027-01-01');
    await userEvent.clear(input(/^Period end/));
    await userEvent.type(input(/^Period end/), '2027-12-31');
    expect(
      screen.getByText(
        'GRI 102: Climate Change 2025 replaces GRI 305 for periods starting on or after 2027-01-01: this report will be made with GRI 102: Climate Change 2025 unless you keep GRI 305.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate report' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({
      frameworkCode: 'gri',
      periodStart: '2027-01-01',
      periodEnd: '2027-12-31',
    });
    await userEvent.click(screen.getByLabelText('Keep GRI 305'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate report' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.body).toMatchObject({ frameworkCode: 'gri', keepFramework: true });
  });
});
