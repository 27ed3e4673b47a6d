import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletenessPanel } from './CompletenessPanel';
import { renderWithRouter } from './test-router';

// Warnings as the server stores them for the demo organization's TCFD report (mapper wording).
const warnings = [
  {
    disclosureId: 'GOV-a',
    missing: [
      'Board oversight: organization-provided text "narrative.governance.board" (template narrative for GOV-a)',
    ],
    message: 'GOV-a Board oversight is incomplete; missing …',
  },
  {
    disclosureId: 'MT-b',
    missing: [
      'Scope 3 business travel: emission results for Scope 3, category 6 (Business travel)',
      'Intensity: net revenue of the organization',
    ],
    message: 'MT-b … is incomplete',
  },
  {
    disclosureId: 'MT-x',
    missing: ['Facilities: facilities of the emission results', 'Odd: a computable value (division by zero)'],
    message: 'MT-x … is incomplete',
  },
];

describe('CompletenessPanel', () => {
  it('shows filled/total/percent and links every missing piece of data to where it is entered', async () => {
    renderWithRouter(
      <CompletenessPanel
        completeness={{ filled: 8, total: 11, percent: '72.7' }}
        warnings={warnings}
        frameworkCode="tcfd"
        disclosureTitle={(id) => (id === 'GOV-a' ? 'Board oversight' : undefined)}
      />,
    );
    expect(await screen.findByText('8 of 11 disclosures filled (72.7%)')).toBeInTheDocument();
    expect(screen.getByText('Disclosure GOV-a: Board oversight')).toBeInTheDocument();
    expect(screen.getByText(/a text the organization writes; none yet/)).toBeInTheDocument();

    const link = (name: string | RegExp) => screen.getByRole('link', { name });
    expect(link('Write this text')).toHaveAttribute(
      'href',
      '/reports/narratives?framework=tcfd&key=narrative.governance.board',
    );
    expect(link('Enter scope3.business_travel activity data')).toHaveAttribute(
      'href',
      '/activities?category=scope3.business_travel',
    );
    expect(link('Organization settings')).toHaveAttribute('href', '/settings');
    expect(link('Add facilities')).toHaveAttribute('href', '/facilities');

    // What is missing is named in words, with or without a place to enter it.
    const odd = screen.getByText(/a computable value \(division by zero\)/).closest('li') as HTMLElement;
    expect(within(odd).queryByRole('link')).toBeNull();
    expect(
      screen.getByText(/emission results for Scope 3, category 6 \(Business travel\)/),
    ).toBeInTheDocument();
  });

  it('offers a READ_ONLY reader links to read, never to enter or write, and none to the administration', async () => {
    renderWithRouter(
      <CompletenessPanel
        completeness={{ filled: 8, total: 11, percent: '72.7' }}
        warnings={warnings}
        frameworkCode="tcfd"
        rights={{ write: false, administer: false }}
      />,
    );
    await screen.findByText('8 of 11 disclosures filled (72.7%)');
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toContain('Read the narrative texts');
    expect(names).toContain('See the scope3.business_travel activity data');
    expect(names).toContain('See the facilities');
    expect(names.filter((name) => /^(Write|Enter|Add|Run)|Organization settings/.test(name ?? ''))).toEqual(
      [],
    );
  });

  it('says so when every disclosure is filled', async () => {
    renderWithRouter(
      <CompletenessPanel
        completeness={{ filled: 11, total: 11, percent: '100.0' }}
        warnings={[]}
        frameworkCode="tcfd"
      />,
    );
    expect(await screen.findByText('11 of 11 disclosures filled (100%)')).toBeInTheDocument();
    expect(screen.getByText('Every disclosure of the framework is filled.')).toBeInTheDocument();
  });
});
