import { describe, expect, it } from 'vitest';
import { LEGACY_PROFILE_FIELDS, readReportingProfile } from './profile.js';

describe('the reporting profile', () => {
  it('reads a profile stored before the base year moved to base_year_policies, ignoring its base-year fields', () => {
    const profile = readReportingProfile({
      reporting: {
        country: 'GB',
        consolidationApproach: 'financial_control',
        baseYear: 2019,
        baseYearPolicy: 'Recalculated when a structural change moves emissions by 5% or more.',
        baseYearEmissions: {
          scope1: '1',
          scope2LocationBased: '2',
          scope2MarketBased: '3',
          scope3: '4',
        },
      },
    });
    expect(profile).toMatchObject({ country: 'GB', consolidationApproach: 'financial_control' });
    for (const field of LEGACY_PROFILE_FIELDS) expect(profile).not.toHaveProperty(field);
  });

  it('ignores even a malformed legacy value, as nothing reads it any more', () => {
    expect(readReportingProfile({ reporting: { baseYear: 'twenty', baseYearEmissions: [] } })).toMatchObject({
      consolidationApproach: 'operational_control',
      targets: [],
    });
  });

  it('still refuses an unknown or invalid current field, naming it', () => {
    expect(() => readReportingProfile({ reporting: { baseYearTypo: 2020 } })).toThrow(
      /settings\.reporting\.: Unrecognized key: "baseYearTypo"|baseYearTypo/,
    );
    expect(() => readReportingProfile({ reporting: { country: 'G' } })).toThrow(
      /settings\.reporting\.country/,
    );
  });
});
