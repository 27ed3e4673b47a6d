import { describe, expect, it } from 'vitest';
import { suggestionTarget } from './suggestion-target';

describe('suggestionTarget', () => {
  it('sends each kind of suggested change to the screen where a person makes it', () => {
    const to = (text: string) => suggestionTarget(text).to;
    expect(
      to(
        "Suggestion (needs a person's confirmation; the assistant changed nothing): You could enter the missing activity data for scope1.stationary_combustion and recalculate.",
      ),
    ).toBe('/activities');
    expect(to('You should add an override for the Leeds grid factor.')).toBe('/algorithms/overrides');
    expect(to('Consider uploading the March invoices as a CSV.')).toBe('/activities/import');
    expect(to('You could correct the grid region of the Oakland facility.')).toBe('/facilities');
    expect(to('You should recalculate 2025 with the new eGRID release.')).toBe('/calculations');
    expect(to('Consider setting a base year.')).toBe('/settings');
    expect(to('Update the quantity of the March bill.')).toBe('/activities');
  });
});
