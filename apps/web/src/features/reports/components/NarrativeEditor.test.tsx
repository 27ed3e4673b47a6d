import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { Framework, Template } from '../api/templates';
import { NarrativeEditor } from './NarrativeEditor';

const tcfd: Framework = {
  code: 'tcfd',
  version: '2021',
  name: 'TCFD recommendations',
  source: 'built-in',
  definitionHash: 'x',
  current: true,
  supersedes: null,
  disclosures: [
    {
      id: 'GOV-a',
      title: 'Board oversight',
      section: 'Governance',
      narratives: [{ key: 'narrative.governance.board', label: 'Board oversight' }],
    },
    {
      id: 'STR-a',
      title: 'Risks and opportunities',
      section: 'Strategy',
      narratives: [{ key: 'narrative.strategy.risksOpportunities', label: 'Risks and opportunities' }],
    },
    { id: 'MT-b', title: 'Scope 1, 2 and 3 emissions', section: 'Metrics and targets', narratives: [] },
  ],
};
const TEMPLATE_ID = '0190f5f4-0000-7000-8000-0000000000c1';
const template: Template = {
  id: TEMPLATE_ID,
  name: 'Board pack',
  frameworkCode: 'tcfd',
  version: 2,
  archived: false,
  content: {
    coverText: 'For the board',
    // Kept under the disclosure id, which the report prefers: the editor moves it to the key.
    narratives: { 'GOV-a': 'The board reviews climate risks every quarter.' },
  },
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};

describe('NarrativeEditor', () => {
  it('saves the edited texts as a new version of the template, keeping the rest of its content', async () => {
    const { seen } = renderWithApi(
      <NarrativeEditor framework={tcfd} template={template} canEdit />,
      (request) => ({
        status: 200,
        body: { ...template, version: 3, content: (request.body as { content: object }).content },
      }),
      { csrfToken: 'csrf-2' },
    );
    // Sections of the framework, one text per narrative; metrics take no text.
    expect(screen.getByRole('region', { name: 'Governance' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Metrics and targets' })).toBeNull();
    const board = screen.getByRole('textbox', { name: 'GOV-a Board oversight' });
    expect(board).toHaveValue('The board reviews climate risks every quarter.');
    expect(screen.getByRole('button', { name: 'Save as a new version' })).toBeDisabled();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'STR-a Risks and opportunities' }),
      'Physical risk to the Leeds plant from flooding.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as version 3.');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      path: `/api/report-templates/${TEMPLATE_ID}`,
      body: {
        name: 'Board pack',
        content: {
          coverText: 'For the board',
          narratives: {
            'narrative.governance.board': 'The board reviews climate risks every quarter.',
            'narrative.strategy.risksOpportunities': 'Physical risk to the Leeds plant from flooding.',
          },
        },
      },
    });
    const sent = seen[0]?.body as { content: { narratives: object } } | undefined;
    expect(Object.keys(sent?.content.narratives ?? {})).not.toContain('GOV-a');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-2');
  });

  it('creates the first template of the framework (version 1) when there is none', async () => {
    const { seen } = renderWithApi(<NarrativeEditor framework={tcfd} template={null} canEdit />, () => ({
      status: 201,
      body: { ...template, version: 1 },
    }));
    await userEvent.type(screen.getByRole('textbox', { name: 'GOV-a Board oversight' }), 'Quarterly review.');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/report-templates',
      body: {
        name: 'TCFD recommendations narratives',
        frameworkCode: 'tcfd',
        content: { narratives: { 'narrative.governance.board': 'Quarterly review.' } },
      },
    });
  });

  it('shows the texts without any control to a role that may not edit them', () => {
    renderWithApi(<NarrativeEditor framework={tcfd} template={template} canEdit={false} />, () => ({
      status: 500,
    }));
    expect(screen.getByText('The board reviews climate risks every quarter.')).toBeInTheDocument();
    expect(
      screen.getByText('Only an organization administrator can change these texts.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
