import type { AssistantContext } from '../context/schema.js';
import type { Subject } from '../query/entries.js';
import { CATEGORY_WORDS, categoryWords } from '../question/vocabulary.js';

/** What a sentence is about: named in it, or (when it names none) the question's. */
export interface SentenceSubject {
  /** Facility names; `null` in the set: the whole organization. */
  readonly facilities: ReadonlySet<string | null>;
  readonly categoryText: string;
  readonly years: ReadonlySet<string>;
  readonly quarters: ReadonlySet<string>;
  readonly scopes: ReadonlySet<number>;
  readonly methods: ReadonlySet<string>;
}

/** Splits an answer into sentences: lines first, then sentences within a line. */
export function sentencesOf(text: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  return text.split('\n').flatMap((line) => [...segmenter.segment(line)].map((s) => s.segment));
}

/** Reads the subject of a sentence, inheriting the question's facility, periods and method where it names none. */
export function subjectOf(sentence: string, context: AssistantContext): SentenceSubject {
  const lower = sentence.toLowerCase();
  const facilities = new Set<string | null>();
  for (const f of context.organizationProfile.facilities)
    if (lower.includes(f.name.toLowerCase())) facilities.add(f.name);
  const org = context.organizationProfile.name.toLowerCase();
  if (lower.includes(org) || /\b(organi[sz]ation|all facilities|company[- ]wide|in total)\b/.test(lower))
    facilities.add(null);
  const u = context.understanding;
  if (facilities.size === 0) facilities.add(u?.facility?.name ?? null);
  const years = new Set(sentence.match(/\b(?:19|20)\d\d\b/g) ?? []);
  const quarters = new Set((sentence.match(/\b[QH][1-4]\b/gi) ?? []).map((q) => q.toUpperCase()));
  if (years.size === 0)
    for (const p of u?.periods ?? []) for (const y of p.label.match(/(?:19|20)\d\d/g) ?? []) years.add(y);
  const scopes = new Set(
    [
      ...sentence.matchAll(/\bscopes?\s*([123])(?:\s*(?:,|and|&)\s*([123]))?(?:\s*(?:,|and|&)\s*([123]))?/gi),
    ].flatMap((m) => m.slice(1).filter(Boolean).map(Number)),
  );
  const methods = new Set<string>();
  if (/market[- ]based/i.test(sentence)) methods.add('market_based');
  if (/location[- ]based/i.test(sentence)) methods.add('location_based');
  if (methods.size === 0 && u?.method) methods.add(u.method);
  return { facilities, categoryText: lower, years, quarters, scopes, methods };
}

function categoryMentioned(category: string, text: string): boolean {
  const base = categoryWords(category.split('.').slice(0, 2).join('.'));
  if (text.includes(base.toLowerCase())) return true;
  const words = CATEGORY_WORDS.find(
    ([key]) => category === key || category.startsWith(`${key}.`) || key.startsWith(`${category}.`),
  );
  return words?.[1].test(text) ?? false;
}

function periodMentioned(label: string, s: SentenceSubject): boolean {
  const years = label.match(/(?:19|20)\d\d/g) ?? [];
  if (!years.every((y) => s.years.has(y))) return false;
  const part = /-(Q[1-4]|H[12])$/.exec(label)?.[1];
  return part === undefined || s.quarters.size === 0 || s.quarters.has(part);
}

/**
 * Whether a figure with `subject` may be stated in a sentence about `s`: the same facility (a whole
 * organization figure only where the sentence is about the whole organization), a category the
 * sentence names, periods it names, a scope it names (when it names scopes) and the Scope 2
 * method it names.
 */
export function sameSubject(subject: Subject, s: SentenceSubject, measure?: string): boolean {
  if (!s.facilities.has(subject.facility)) return false;
  // A factor is about its category by nature: it needs the category named only where the sentence names one.
  const namesCategory = measure !== 'factor' || CATEGORY_WORDS.some(([, re]) => re.test(s.categoryText));
  if (subject.category !== null && namesCategory && !categoryMentioned(subject.category, s.categoryText))
    return false;
  // A change is about both its periods: "compared with 2024, Scope 1 fell to …" names one of them.
  if (s.years.size > 0 && subject.periods.length > 0 && !subject.periods.some((p) => periodMentioned(p, s)))
    return false;
  if (subject.scope !== null && s.scopes.size > 0 && !s.scopes.has(subject.scope)) return false;
  if (subject.method !== null && !s.methods.has(subject.method)) return false;
  return true;
}
