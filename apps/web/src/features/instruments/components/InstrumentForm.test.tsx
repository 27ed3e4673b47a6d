import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { InstrumentForm, instrumentBody } from './InstrumentForm';

describe('InstrumentForm', () => {
  it('checks the fields before sending, then posts exact decimal text and one certificate id per line', async () => {
    const { seen } = renderWithApi(<InstrumentForm />, (request) =>
      request.method === 'POST'
        ? { status: 201, body: { ...(request.body as object), id: 'i1', name: 'Nordic wind GOs' } }
        : { status: 200, body: {} },
    );
    const form = screen.getByRole('form', { name: 'Record an instrument' });
    await userEvent.click(within(form).getByRole('button', { name: 'Record instrument' }));
    expect(within(form).getAllByText('Required.').length).toBeGreaterThanOrEqual(4);
    expect(seen).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Nordic wind GOs');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Volume/ }), '1,250');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Market boundary/ }), 'se-3');
    await userEvent.type(within(form).getByLabelText(/^Generation from/), '2025-01-01');
    await userEvent.type(within(form).getByLabelText(/^Generation to/), '2024-12-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Record instrument' }));
    expect(within(form).getByText('A number above zero, such as 1250 or 1250.5.')).toBeInTheDocument();
    expect(within(form).getByText('The generation period ends on or after it starts.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('textbox', { name: /^Volume/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Volume/ }), '1250.125');
    await userEvent.clear(within(form).getByLabelText(/^Generation to/));
    await userEvent.type(within(form).getByLabelText(/^Generation to/), '2025-12-31');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Certificate ids/ }),
      ' GO-1 {enter}{enter}GO-2',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Record instrument' }));
    await screen.findByText('Nordic wind GOs is recorded.');
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/instruments');
    expect(post?.body).toMatchObject({
      name: 'Nordic wind GOs',
      volumeMwh: '1250.125',
      marketBoundary: 'SE-3',
      certificateIds: ['GO-1', 'GO-2'],
      generationStart: '2025-01-01',
      generationEnd: '2025-12-31',
      registry: null,
      retiredOn: null,
    });
  });

  it('names each failed Scope 2 Quality Criterion of a refusal', async () => {
    renderWithApi(<InstrumentForm />, () => ({
      status: 409,
      type: 'application/problem+json',
      body: {
        type: 'urn:ctp:problem:instrument-refused',
        title: 'Refused by the Scope 2 Quality Criteria',
        status: 409,
        code: 'STORE_INSTRUMENT_REFUSED',
        detail: 'refused',
        details: {
          failures: [{ criterion: 'QC2-unique-claim', reason: 'certificate GO-1 is already claimed' }],
        },
      },
    }));
    const form = screen.getByRole('form', { name: 'Record an instrument' });
    const body = instrumentBody({
      kind: 'unbundled_certificate',
      name: 'x',
      registry: '',
      certificateIds: 'GO-1',
      volumeMwh: '1',
      co2eKgPerMwh: '',
      technology: 'wind',
      generationStart: '2025-01-01',
      generationEnd: '2025-12-31',
      marketBoundary: 'se',
      issuedOn: '',
      retiredOn: '',
    });
    expect(body.marketBoundary).toBe('SE');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'x');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Volume/ }), '1');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Market boundary/ }), 'SE');
    await userEvent.type(within(form).getByLabelText(/^Generation from/), '2025-01-01');
    await userEvent.type(within(form).getByLabelText(/^Generation to/), '2025-12-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Record instrument' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Refused by the Scope 2 Quality Criteria:');
    expect(alert).toHaveTextContent('QC2-unique-claim: certificate GO-1 is already claimed');
  });
});
