import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../api/schema';
import { renderWithApi } from '../../../test/render';
import type { Algorithm } from '../api/create';
import { ActivityForm } from './ActivityForm';

// The form built from the algorithms' documented inputs (as GET /api/algorithms gives them).

type Attribute = components['schemas']['AlgorithmInputAttribute'];
const attr = (a: Partial<Attribute> & Pick<Attribute, 'name' | 'type'>): Attribute => ({
  required: false,
  values: null,
  minimum: null,
  maximum: null,
  description: null,
  ...a,
});
const unit = (id: string, dimension: string, description: string) => ({ id, dimension, description });
const algorithm = (
  id: string,
  category: string,
  resolution: string,
  units: ReturnType<typeof unit>[] | null,
  attributes: Attribute[],
) =>
  ({
    id,
    category,
    name: id,
    scope: category.split('.')[0],
    region: null,
    resolution,
    inputs: { dimensions: null, units, attributes, structured: false },
  }) as unknown as Algorithm;

const ENERGY = [unit('kWh', 'energy', 'kilowatt-hour'), unit('GJ', 'energy', 'gigajoule')];
const algorithms = [
  algorithm(
    'ctp/stationary-combustion',
    'scope1.stationary_combustion',
    'generic',
    [unit('m3', 'volume', 'cubic metre'), ...ENERGY],
    [
      attr({ name: 'fuel', type: 'id', required: true, description: 'Fuel burnt, e.g. natural_gas.' }),
      attr({ name: 'calorificBasis', type: 'choice', values: ['gross', 'net'] }),
    ],
  ),
  algorithm(
    'ctp/employee-commuting',
    'scope3.employee_commuting',
    'generic',
    [unit('km', 'distance', 'kilometre')],
    [
      attr({ name: 'mode', type: 'choice', required: true, values: ['rail', 'car'] }),
      attr({ name: 'workingDays', type: 'integer', minimum: 1, maximum: 366 }),
    ],
  ),
  algorithm('ctp/electricity-market-based', 'scope2.electricity.market_based', 'generic', ENERGY, [
    attr({ name: 'instruments', type: 'structured' }),
  ]),
  algorithm('us/market-based', 'scope2.electricity.market_based', 'regional', ENERGY, [
    attr({ name: 'instruments', type: 'structured' }),
    attr({ name: 'subregion', type: 'choice', values: ['CAMX', 'ERCT'] }),
  ]),
];

const inputOf = (label: RegExp) => {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (input === undefined) throw new Error(`no input ${label}`);
  return input;
};
async function choose(label: RegExp, option: string | RegExp) {
  await userEvent.click(inputOf(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
const fieldOf = (label: RegExp) => inputOf(label).closest('.mantine-InputWrapper-root') as HTMLElement;

describe('ActivityForm built from documented inputs', () => {
  it("offers the category's units and attribute fields, checks them in words and sends them", async () => {
    const { seen } = renderWithApi(<ActivityForm algorithms={algorithms} facilities={[]} />, () => ({
      status: 201,
      body: { id: '0190f5f4-0000-7000-8000-0000000000a1' },
    }));
    expect(screen.queryByLabelText(/^Fuel/)).toBeNull();
    await choose(/^Category/, 'scope1.stationary_combustion');
    // The unit is a choice among the codes the algorithms accept, not free text.
    await userEvent.click(inputOf(/^Unit/));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'm3 (cubic metre)',
      'kWh (kilowatt-hour)',
      'GJ (gigajoule)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'GJ (gigajoule)' }));
    expect(screen.getByText('Fuel burnt, e.g. natural_gas.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '12.5');
    await userEvent.type(screen.getByLabelText(/^Period start/), '2025-01-01');
    await userEvent.type(screen.getByLabelText(/^Period end/), '2025-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(within(fieldOf(/^Fuel/)).getByText('This field is needed.')).toBeInTheDocument();

    await userEvent.type(inputOf(/^Fuel/), 'Natural Gas');
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(
      within(fieldOf(/^Fuel/)).getByText('Use lower-case letters, digits and _ only, e.g. natural_gas.'),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await userEvent.clear(inputOf(/^Fuel/));
    await userEvent.type(inputOf(/^Fuel/), 'natural_gas');
    await choose(/^Calorific basis/, 'net');
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({
      category: 'scope1.stationary_combustion',
      quantity: '12.5',
      unit: 'GJ',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      dataQuality: 'measured',
      attributes: { fuel: 'natural_gas', calorificBasis: 'net' },
    });
  });

  it('checks whole numbers against their range and sends them as numbers; changing category drops foreign fields', async () => {
    const { seen } = renderWithApi(<ActivityForm algorithms={algorithms} facilities={[]} />, () => ({
      status: 201,
      body: { id: '0190f5f4-0000-7000-8000-0000000000a2' },
    }));
    await choose(/^Category/, 'scope3.employee_commuting');
    await choose(/^Mode/, 'rail');
    await choose(/^Unit/, /^km/);
    await userEvent.type(inputOf(/^Working days/), '400');
    await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '18');
    await userEvent.type(screen.getByLabelText(/^Period start/), '2025-01-01');
    await userEvent.type(screen.getByLabelText(/^Period end/), '2025-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(
      within(fieldOf(/^Working days/)).getByText('Enter a whole number from 1 to 366.'),
    ).toBeInTheDocument();
    await userEvent.clear(inputOf(/^Working days/));
    await userEvent.type(inputOf(/^Working days/), '220');
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toMatchObject({ unit: 'km', attributes: { mode: 'rail', workingDays: 220 } });

    // Saved: the form starts again, category included.
    await waitFor(() => expect(inputOf(/^Category/)).toHaveValue(''));
    // Market-based electricity: the regional subregion is optional, instruments are not a field.
    await choose(/^Category/, 'scope2.electricity.market_based');
    expect(screen.queryByLabelText(/^Mode/)).toBeNull();
    expect(inputOf(/^Subregion/)).not.toBeRequired();
    expect(screen.getByText(/Lists and objects \(instruments\)/)).toBeInTheDocument();
  });

  it('corrects an activity: asks for the reason and keeps the attributes it has no field for', async () => {
    const current = {
      id: '0190f5f4-0000-7000-8000-0000000000c1',
      version: 2,
      supersedesId: null,
      supersededAt: null,
      supersededBy: null,
      category: 'scope2.electricity.market_based',
      quantity: '41200',
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      facilityId: null,
      region: 'US-CAMX',
      attributes: {
        instruments: [{ type: 'certificate', quantity: '1000', unit: 'kWh' }],
        subregion: 'CAMX',
      },
      dataQuality: 'measured' as const,
      sourceDocument: 'PG&E bill',
      enteredBy: null,
      createdAt: '2026-01-01T00:00:00Z',
      current: true,
      recordedBy: null,
      reason: 'Late invoice',
      changes: [],
    } as unknown as components['schemas']['ActivityVersion'];
    let saved: string | undefined;
    const { seen } = renderWithApi(
      <ActivityForm
        algorithms={algorithms}
        facilities={[]}
        correction={current}
        onSaved={(activity) => {
          saved = activity.id;
        }}
      />,
      () => ({ status: 201, body: { id: '0190f5f4-0000-7000-8000-0000000000c2' } }),
    );
    expect(screen.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('41200');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Quantity/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '41300');
    await userEvent.click(screen.getByRole('button', { name: 'Save the correction' }));
    expect(
      await screen.findByText('Say why the activity is corrected; auditors read it.'),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Reason for the correction/ }),
      'Meter re-read',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save the correction' }));
    await waitFor(() => expect(saved).toBe('0190f5f4-0000-7000-8000-0000000000c2'));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: `/api/activities/${current.id}/corrections`,
      body: {
        quantity: '41300',
        reason: 'Meter re-read',
        region: 'US-CAMX',
        sourceDocument: 'PG&E bill',
        attributes: { instruments: current.attributes.instruments, subregion: 'CAMX' },
      },
    });
  });
});
