import type { AssistantContext, FactorUsed } from '../context/schema.js';
import { categoryLabel } from './format.js';

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);

/**
 * The factors a question is about: those whose category it names (electricity, travel…), else
 * those whose region or dataset it names, else all.
 */
function relevantFactors(factors: readonly FactorUsed[], query: string): readonly FactorUsed[] {
  const asked = words(query);
  const naming = (text: (f: FactorUsed) => string) =>
    factors.filter((f) => [...words(text(f).replace(/[._]/g, ' '))].some((w) => asked.has(w)));
  const byCategory = naming((f) => f.category.split('.').slice(1).join(' '));
  if (byCategory.length > 0) return byCategory;
  const byPlace = naming((f) => `${f.region ?? ''} ${f.datasetId}`);
  return byPlace.length > 0 ? byPlace : factors;
}

/**
 * Answers a question on factors and methodology from the factors the organization's calculations
 * used (value, unit, dataset, publisher, citation) and the relevant methodology documents.
 */
export function answerMethodology(context: AssistantContext, query = ''): string {
  const factors = relevantFactors(context.factorsUsed, query);
  const lines: string[] = [];
  if (factors.length === 0) {
    lines.push(
      'No emission factors are recorded for the period asked about: there are no calculated results yet.',
    );
  } else {
    lines.push('Emission factors used by your calculations:');
    for (const f of factors.slice(0, 12)) {
      const value = f.factor === null ? 'a factor' : `${f.factor} ${f.unit ?? ''}`.trim();
      const where = f.region ? ` for ${f.region}` : '';
      const cite = f.sourceUrl ? ` (${f.sourceUrl})` : '';
      lines.push(
        `- ${categoryLabel(f.category)}: ${value}${where}, from ${f.source}, dataset ${f.datasetId} version ${f.datasetVersion}${cite}${f.algorithm ? `, applied by ${f.algorithm}` : ''}; used in ${f.uses} calculations.`,
      );
    }
  }
  for (const doc of context.relevantDocuments.slice(0, 3)) {
    lines.push(
      `${doc.title}: ${doc.excerpt}${doc.references.length > 0 ? ` References: ${doc.references.join('; ')}.` : ''}`,
    );
  }
  lines.push(
    'Calculations follow the GHG Protocol Corporate Standard; each result keeps a checksummed record of its input, factor and algorithm that can be replayed.',
  );
  return lines.join('\n');
}
