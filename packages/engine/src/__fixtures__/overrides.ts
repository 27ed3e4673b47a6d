import type { AlgorithmOverrideInput } from '../overrides/index.js';

/** Test fixture: an approved override of organization `acme` for location-based electricity in 2025. */
export const baseOverride = {
  id: 'ov-1',
  organizationId: 'acme',
  category: 'scope2.electricity.location_based',
  kind: 'factor_multiplier',
  factorMultiplier: '1.1',
  justification: 'meter reads 10% low (calibration report 2025-03)',
  effectiveFrom: '2025-01-01',
  effectiveTo: '2025-12-31',
  createdBy: 'alice@acme.example',
  approvedBy: 'bob@acme.example',
  approvedAt: '2025-01-05T10:00:00Z',
} as const satisfies AlgorithmOverrideInput;
