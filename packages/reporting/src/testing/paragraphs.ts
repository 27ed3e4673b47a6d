import type { FrameworkSchema } from '../framework/schema.js';
import type { GoldenDisclosure } from './types.js';

/** One paragraph (or disclosure) of a standard, as listed in the standard's own order. */
export interface ListedParagraph {
  /** The id the definition uses for it (`29(a)(iv)`, `102-5`). */
  readonly id: string;
  /** `R` required, `C` conditional, `V` voluntary: what the standard says, not what CTP does. */
  readonly kind: 'R' | 'C' | 'V';
  /** Whether the framework definition has a disclosure for it (else the list says why not). */
  readonly covered: boolean;
}

const ROW = /^\|\s*`([^`]+)`\s*\|/;

/**
 * Reads a paragraph list written as a Markdown table (one per framework in `docs/frameworks/`):
 * rows whose first cell is a back-quoted id, with the columns `id | title | what it asks | kind |
 * in CTP`, where kind is `R`, `C` or `V` and "in CTP" starts with `yes` or `no`.
 * @throws Error naming the line when a row does not have that shape.
 */
export function readParagraphList(markdown: string): ListedParagraph[] {
  const rows: ListedParagraph[] = [];
  for (const [n, line] of markdown.split('\n').entries()) {
    const id = ROW.exec(line)?.[1];
    if (id === undefined) continue;
    const cells = line.split('|').map((c) => c.trim());
    // cells: '', id, title, asks, kind, in CTP, ''
    const kind = cells[4];
    const covered = cells[5]?.toLowerCase() ?? '';
    if ((kind !== 'R' && kind !== 'C' && kind !== 'V') || !/^(yes|no)\b/.test(covered))
      throw new Error(
        `paragraph list line ${n + 1}: expected "| \`id\` | title | asks | R/C/V | yes/no … |"`,
      );
    rows.push({ id, kind, covered: covered.startsWith('yes') });
  }
  return rows;
}

/**
 * Checks a definition against the standard's own paragraph list: every disclosure is a listed
 * paragraph marked covered, every paragraph marked covered has its disclosure, `required` agrees
 * with the list (R ↔ true), no id is listed twice, and every golden row names a listed
 * paragraph. Returns the problems found (empty when they agree).
 */
export function checkParagraphList(
  framework: FrameworkSchema,
  list: readonly ListedParagraph[],
  golden: readonly GoldenDisclosure[] = [],
): string[] {
  const problems: string[] = [];
  if (list.length === 0) problems.push('the paragraph list has no rows');
  const listed = new Map<string, ListedParagraph>();
  for (const p of list) {
    if (listed.has(p.id)) problems.push(`${p.id} is listed twice`);
    listed.set(p.id, p);
  }
  const defined = new Map(framework.disclosures.map((d) => [d.id, d]));
  for (const d of framework.disclosures) {
    const p = listed.get(d.id);
    if (p === undefined) problems.push(`${d.id} is not in the standard's paragraph list`);
    else if (!p.covered) problems.push(`${d.id} is defined but the list says it is not covered`);
    else if (d.required !== (p.kind === 'R'))
      problems.push(`${d.id}: required is ${d.required}, the list says ${p.kind}`);
  }
  for (const p of list)
    if (p.covered && !defined.has(p.id)) problems.push(`${p.id} is listed as covered but has no disclosure`);
  for (const row of golden)
    if (!listed.has(row.disclosureId))
      problems.push(`golden row ${row.disclosureId} names no paragraph of the list`);
  return problems;
}
