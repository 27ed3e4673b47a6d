import { describe, expect, it } from 'vitest';
import { leaseScope } from './lease-boundary.js';

describe('leaseScope (Scope 3 Standard, Appendix A)', () => {
  it.each([
    // Table A.1, lessee
    ['lessee', 'finance', 'equity_share', 'scope1_2'],
    ['lessee', 'finance', 'financial_control', 'scope1_2'],
    ['lessee', 'finance', 'operational_control', 'scope1_2'],
    ['lessee', 'finance', undefined, 'scope1_2'],
    ['lessee', 'operating', 'equity_share', 'scope3'],
    ['lessee', 'operating', 'financial_control', 'scope3'],
    ['lessee', 'operating', 'operational_control', 'scope1_2'],
    ['lessee', 'operating', undefined, undefined],
    // Table A.2, lessor
    ['lessor', 'finance', 'equity_share', 'scope3'],
    ['lessor', 'finance', 'financial_control', 'scope3'],
    ['lessor', 'finance', 'operational_control', 'scope3'],
    ['lessor', 'finance', undefined, 'scope3'],
    ['lessor', 'operating', 'equity_share', 'scope1_2'],
    ['lessor', 'operating', 'financial_control', 'scope1_2'],
    ['lessor', 'operating', 'operational_control', 'scope3'],
    ['lessor', undefined, 'operational_control', undefined],
  ] as const)('%s, %s lease, %s → %s', (role, lease, approach, scope) => {
    expect(leaseScope(role, lease, approach)).toBe(scope);
  });
});
