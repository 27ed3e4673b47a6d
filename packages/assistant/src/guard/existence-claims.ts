import type { AssistantContext, RecentReport } from '../context/schema.js';
import { CATEGORY_WORDS, FRAMEWORK_WORDS, inCategory, MONTHS } from '../question/vocabulary.js';
import { sentences } from './sentences.js';

/** A removed claim about what exists that the context contradicts or cannot confirm. */
export interface ExistenceFinding {
  readonly kind: 'existence_claim';
  readonly text: string;
  readonly reason: string;
}

interface Coverage {
  facility: string | null;
  category: string;
  withData: readonly string[];
  missing: readonly string[];
}

/** Every report the context knows, and whether it knows the organization's whole list. */
function knownReports(context: AssistantContext): { reports: RecentReport[]; complete: boolean } {
  const fromQueries = context.queries
    .filter((q) => q.tool === 'reports' && q.args.framework === undefined)
    .flatMap((q) => (q.data.reports as RecentReport[]) ?? []);
  const complete =
    context.queries.some((q) => q.tool === 'reports' && q.args.framework === undefined) ||
    !context.omitted.some((o) => o.part === 'recentReports');
  return { reports: [...context.recentReports, ...fromQueries], complete };
}

function knownCoverage(context: AssistantContext): Coverage[] {
  const out: Coverage[] = context.dataCoverage.map((c) => ({
    facility: null,
    category: c.category,
    withData: c.monthsWithData,
    missing: c.monthsMissing,
  }));
  for (const q of context.queries.filter((x) => x.tool === 'data_gaps')) {
    // The query's months as a whole: any category (of its facility, if it names one).
    const months = (q.data.months as string[]) ?? [];
    const none = new Set((q.data.monthsWithoutAnyData as string[]) ?? []);
    if (q.data.category === null)
      out.push({
        facility: (q.data.facility as string | null) ?? null,
        category: '',
        withData: months.filter((m) => !none.has(m)),
        missing: [...none],
      });
    for (const c of (q.data.coverage as {
      facility: string;
      category: string;
      monthsWithData: string[];
      monthsMissing: string[];
    }[]) ?? [])
      out.push({
        facility: c.facility,
        category: c.category,
        withData: c.monthsWithData,
        missing: c.monthsMissing,
      });
  }
  return out;
}

/** `2025-03`, `March 2025`, `March` (year from the sentence) → `YYYY-MM`; a range counts each month. */
function monthsIn(sentence: string): string[] {
  const out = new Set<string>();
  for (const m of sentence.matchAll(/\b(\d{4})-(\d\d)\s+to\s+(\d{4})-(\d\d)\b(?!-\d)/g)) {
    let y = Number(m[1]);
    let mo = Number(m[2]);
    const end = Number(m[3]) * 12 + Number(m[4]);
    while (y * 12 + mo <= end && out.size < 400) {
      out.add(`${y}-${String(mo).padStart(2, '0')}`);
      mo += 1;
      if (mo > 12) {
        mo = 1;
        y += 1;
      }
    }
  }
  for (const m of sentence.matchAll(/\b(\d{4})-(0[1-9]|1[0-2])\b(?!-\d)/g)) out.add(`${m[1]}-${m[2]}`);
  const year = /\b(?:19|20)\d\d\b/.exec(sentence)?.[0];
  MONTHS.forEach((name, i) => {
    if (new RegExp(`\\b${name}\\b`, 'i').test(sentence) && year)
      out.add(`${year}-${String(i + 1).padStart(2, '0')}`);
  });
  return [...out];
}

const REPORT_ABSENCE =
  /\b(?:no|not any|zero)\s+(?:\w+\s+)?reports?\b|\bhas(?:n't| not)\s+(?:yet\s+)?(?:generated|produced|created)\s+(?:any\s+)?(?:\w+\s+)?reports?\b|\bno report yet\b/i;
const DATA_ABSENCE = /\b(?:no|missing|without)\s+(?:[\w-]+\s+){0,2}(?:data|results)\b|\bhas no data\b/i;
const CALLED_COMPLETE = /\b(?:is|was|are)\s+(?:fully\s+|now\s+)?complete\b|\bcomplete report\b/i;

/**
 * Checks claims about existence and absence against the context: "no report (yet)" against the
 * organization's reports, "no data for March" against the months with results (for the facility
 * and category the sentence names), and "the report is complete" against its completeness (a
 * generated report whose disclosures are not all filled is not complete). A claim the context
 * contradicts, or cannot confirm, is removed with the reason.
 */
export function checkExistenceClaims(
  text: string,
  context: AssistantContext,
): { text: string; findings: ExistenceFinding[] } {
  const findings: ExistenceFinding[] = [];
  const { reports, complete } = knownReports(context);
  const coverage = knownCoverage(context);
  const facilities = context.organizationProfile.facilities.map((f) => f.name);
  const kept = text.split('\n').map((line) =>
    sentences(line)
      .filter((s) => {
        const reason = problem(s);
        if (reason === null) return true;
        findings.push({ kind: 'existence_claim', text: s.trim(), reason });
        return false;
      })
      .join(''),
  );

  function problem(s: string): string | null {
    const framework = FRAMEWORK_WORDS.find(([, re]) => re.test(s))?.[0];
    const ofFramework = reports.filter(
      (r) => framework === undefined || (r.framework ?? '').toLowerCase().startsWith(framework),
    );
    if (REPORT_ABSENCE.test(s)) {
      if (ofFramework.length > 0)
        return `the organization has ${ofFramework.length} such report(s): ${ofFramework.map((r) => `"${r.title}"`).join(', ')}`;
      if (!complete) return "the organization's reports were not in the data the answer was given";
    }
    if (CALLED_COMPLETE.test(s) && !/generat/i.test(s)) {
      const named = reports.filter(
        (r) =>
          s.includes(r.title) ||
          (framework !== undefined && (r.framework ?? '').toLowerCase().startsWith(framework)),
      );
      const partial = named.find((r) => r.completeness && Number(r.completeness.percent) < 100);
      if (partial?.completeness)
        return `"${partial.title}" is generated but only ${partial.completeness.percent}% of its disclosures are filled`;
    }
    if (DATA_ABSENCE.test(s)) {
      const facility = facilities.find((f) => s.toLowerCase().includes(f.toLowerCase())) ?? null;
      const category = CATEGORY_WORDS.find(([, re]) => re.test(s))?.[0] ?? null;
      const rows = coverage.filter(
        (c) =>
          (facility === null || c.facility === facility) &&
          (category === null ? true : c.category !== '' && inCategory(c.category, category)),
      );
      const months = monthsIn(s);
      if (months.length === 0) {
        // "Leeds plant has no data": false when any of its categories has a month with results.
        if (facility !== null && rows.some((c) => c.withData.length > 0)) return `${facility} has data`;
        return null;
      }
      const known = new Set(rows.flatMap((c) => [...c.withData, ...c.missing]));
      for (const m of months) {
        if (!known.has(m)) return `whether ${m} has data is not in the data the answer was given`;
        const has = rows.filter((c) => c.withData.includes(m));
        if (has.length > 0)
          return `${m} has data${facility ? ` for ${facility}` : ''}${category ? ` (${category})` : ''}`;
      }
    }
    return null;
  }

  return {
    text: kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    findings,
  };
}
