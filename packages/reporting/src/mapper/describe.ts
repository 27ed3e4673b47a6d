import type { EmissionQuery } from '../framework/schema.js';
import { SCOPE3_CATEGORIES } from './breakdowns.js';

/** A reader's description of what a query selects, for warnings: `Scope 3 category 6 (Business travel)`. */
export function describeQuery(q: EmissionQuery): string {
  const parts: string[] = [];
  if (q.scope !== undefined) parts.push(`Scope ${q.scope}`);
  else parts.push('all scopes');
  if (q.scope3Category !== undefined)
    parts.push(`category ${q.scope3Category} (${SCOPE3_CATEGORIES[q.scope3Category]})`);
  if (q.scope2Method !== undefined)
    parts.push(q.scope2Method === 'location_based' ? 'location-based' : 'market-based');
  if (q.categoryPrefix !== undefined) parts.push(`category ${q.categoryPrefix}`);
  if (q.euEts === true) parts.push('under a regulated emissions trading scheme');
  if (q.euEts === false) parts.push('outside emissions trading schemes');
  if (q.gas !== undefined) parts.push(`gas ${q.gas}`);
  if (q.measure === 'biogenicCo2') parts.push('biogenic CO2');
  if (q.measure === 'gasMass') parts.push('gas mass');
  return parts.join(', ');
}
