import { SCOPE_COLORS } from '@ctp/reporting';
import { describe, expect, it } from 'vitest';
import { SCOPE_COLOURS } from '../../../apps/web/src/lib/scope-colours.js';

/**
 * Issue 14: one colour per scope, alike in the web application, the HTML report and the PDF. The two
 * lists live where each is used (the app speaks to the server only over HTTP, so it imports no
 * reporting code); this check holds them equal.
 */
describe('scope colours', () => {
  it('are the same in the web application and in the reports (HTML and PDF)', () => {
    expect(SCOPE_COLORS).toEqual({
      scope1: SCOPE_COLOURS.scope1,
      scope2LocationBased: SCOPE_COLOURS.scope2Location,
      scope2MarketBased: SCOPE_COLOURS.scope2Market,
      scope3: SCOPE_COLOURS.scope3,
    });
  });
});
