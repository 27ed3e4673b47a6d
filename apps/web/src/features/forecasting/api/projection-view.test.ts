import { describe, expect, it } from 'vitest';
import { compareRows } from '../components/CompareTable';
import { monthStart, projectionView } from './projection-view';

const stored = {
  projection: {
    timeline: ['2026-01-01', '2026-02-01'],
    values: [10, 11],
    confidence: {
      level: 95,
      intervals: [
        { level: 95, lower: [6, 6.5], upper: [14, 15.5] },
        { level: 80, lower: [8, 8.5], upper: [12, 13.5] },
      ],
    },
    model: {
      id: 'arima',
      version: '1',
      description: 'ARIMA(1,0,0)',
      parameters: {},
      estimates: { ar1: 0.4 },
    },
    notes: ['Chose arima'],
  },
  history: { start: '2025-11', tonnes: ['9.5', '10.25'] },
  holdout: { available: false, reason: 'too short', months: 12, trainingMonths: 2 },
};

describe('projectionView', () => {
  it('reads a stored projection run: history months from its start, bands narrowest first', () => {
    const view = projectionView(stored);
    expect(view.history).toEqual({ timeline: ['2025-11-01', '2025-12-01'], tonnes: ['9.5', '10.25'] });
    expect(view.bands.map((b) => b.level)).toEqual([80, 95]);
    expect(view.model).toMatchObject({ id: 'arima', description: 'ARIMA(1,0,0)', estimates: { ar1: 0.4 } });
    expect(view.notes).toEqual(['Chose arima']);
    expect(view.holdout).toMatchObject({ available: false, reason: 'too short' });
  });

  it('reads a run of another kind (no history, no hold-out check) without failing', () => {
    const view = projectionView({ projection: { timeline: [], values: [] } });
    expect(view).toMatchObject({
      history: { timeline: [], tonnes: [] },
      bands: [],
      notes: [],
      holdout: null,
    });
  });

  it('counts months across a year end', () => {
    expect(monthStart('2025-11', 2)).toBe('2026-01-01');
    expect(monthStart('2024-01', 23)).toBe('2025-12-01');
  });
});

describe('compareRows', () => {
  it('pairs the months both runs project and takes the second minus the first', () => {
    const a = projectionView(stored);
    const b = projectionView({ projection: { timeline: ['2026-02-01', '2026-03-01'], values: [10.7, 12] } });
    const rows = compareRows(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ month: '2026-02-01', first: 11, second: 10.7 });
    expect(rows[0]?.difference).toBe(-0.3);
  });
});
