import { Document, Image, Line, Page, Rect, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactElement, ReactNode } from 'react';
import type { ReportInput } from '../input.js';
import type { MappedDisclosure, MappedReport } from '../mapper/types.js';
import { baseYearSection } from '../render/base-year-section.js';
import { type Chart, monthlyChart, scopeChart, yearlyChart } from '../render/chart.js';
import {
  disclosureSubtitle,
  disclosureTables,
  methodologyTables,
  reportFacts,
  sections,
  totalsTable,
} from '../render/content.js';
import { DISPLAY_ROUNDING } from '../render/format.js';
import { dataQualityNotes, dataQualityTables } from '../render/quality-content.js';
import { CONTENT_HASH_METHOD } from '../verify/metadata.js';
import { h, type Styles, styles } from './styles.js';
import { table } from './table.js';

/** A chart's legend: a colour swatch before each series name. */
function legend(s: Styles, c: Chart): ReactElement | null {
  if (c.legend.length === 0) return null;
  return h(
    View,
    { style: { flexDirection: 'row', marginTop: 2 } },
    ...c.legend.map((l, i) =>
      h(
        View,
        { key: i, style: { flexDirection: 'row', alignItems: 'center', marginRight: 10 } },
        h(View, { style: [s.swatch, { backgroundColor: l.color }] }),
        h(Text, { style: { fontSize: 7 } }, l.text),
      ),
    ),
  );
}

function chart(s: Styles, c: Chart): ReactElement {
  return h(
    View,
    { wrap: false, style: { marginVertical: 6 } },
    h(Text, { style: { fontSize: 8, marginBottom: 2 } }, c.title),
    h(
      Svg,
      { width: c.width, height: c.height, viewBox: `0 0 ${c.width} ${c.height}` },
      ...c.grid.map((g, i) =>
        h(Line, { key: `g${i}`, x1: g.x1, x2: g.x2, y1: g.y, y2: g.y, stroke: '#e5e7eb', strokeWidth: 0.5 }),
      ),
      ...c.bars.map((b, i) =>
        h(Rect, {
          key: `b${i}`,
          x: b.x,
          y: b.y,
          width: b.width,
          height: Math.max(b.height, 0),
          fill: b.color,
        }),
      ),
      ...c.labels.map((l, i) =>
        h(
          Text,
          { key: `l${i}`, x: l.x, y: l.y, textAnchor: l.anchor, style: { fontSize: 6 }, fill: '#374151' },
          l.text,
        ),
      ),
    ),
    legend(s, c),
  );
}

function footer(s: Styles, code: string): ReactElement {
  return h(
    View,
    { style: s.footer, fixed: true },
    h(Text, null, `Verification code ${code}`),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        `Page ${pageNumber} of ${totalPages}`,
    }),
  );
}

/**
 * A disclosure: its heading (the section's title before the section's first disclosure, the
 * disclosure's title and subtitle) kept with the start of its first table, then its other tables,
 * each kept with its label. The elements are siblings of what precedes them: react-pdf honours
 * `minPresenceAhead` only for an element with an earlier sibling on the page.
 */
function disclosure(s: Styles, d: MappedDisclosure, section: string | null): ReactElement[] {
  const { values, tables } = disclosureTables(d);
  const heading = [
    section === null ? null : h(Text, { key: 'section', style: s.h2 }, section),
    h(Text, { key: 'title', style: s.h3 }, `${d.id} ${d.title}`),
    h(Text, { key: 'subtitle', style: s.small }, disclosureSubtitle(d)),
  ];
  const label = (text: string) => h(Text, { key: 'label', style: { marginTop: 3, fontWeight: 700 } }, text);
  // Every disclosure has values; those that are not lines are tables, so one of the two has rows.
  const rest = tables.map((p, i) => ({ id: `${d.id}-${i}`, table: p.table, lead: [label(p.label)] }));
  const parts =
    values.rows.length > 0
      ? [{ id: `${d.id}-values`, table: values, lead: heading }, ...rest]
      : rest.map((p, i) => (i === 0 ? { ...p, lead: [...heading, ...p.lead] } : p));
  if (parts.length === 0) return [h(View, { key: `${d.id}-heading`, wrap: false }, ...heading)];
  return parts.flatMap((p) => table(s, p.id, p.table, 'None in this period.', p.lead));
}

/** The "Base year and restatements" section: its facts, then each table (or its one sentence). */
function baseYearPart(s: Styles, mapped: MappedReport): ReactElement[] {
  const section = baseYearSection(mapped);
  return [
    ...table(s, 'base-year', section.facts, 'None.', [h(Text, { key: 'title', style: s.h2 }, section.title)]),
    ...section.tables.flatMap((m) =>
      table(s, `base-year-${m.title}`, m.table, m.empty, [
        h(Text, { key: 'title', style: s.h3 }, m.title),
        ...(m.note === undefined ? [] : [h(Text, { key: 'note', style: { marginBottom: 4 } }, m.note)]),
      ]),
    ),
  ];
}

/** The react-pdf document of a report (A4, 1 cm margins, page numbers in a fixed footer). */
export function reportDocument(
  mapped: MappedReport,
  input: ReportInput,
  qrDataUrl: string,
  dataFiles: readonly DataFileHash[] = [],
): ReactElement {
  const t = input.template;
  const s = styles(t.colors.primary, t.colors.accent);
  const title = input.report.title ?? `${mapped.framework.name} report`;
  const code = input.report.verificationCode;
  const page = (key: string, ...children: ReactNode[]) =>
    h(Page, { key, size: 'A4', style: s.page, wrap: true }, ...children, footer(s, code));
  return h(
    Document,
    {
      title: `${title}: ${mapped.organization.name}`,
      author: mapped.organization.name,
      subject: `${mapped.framework.name} ${mapped.period.start} to ${mapped.period.end}`,
      creator: '@ctp/reporting',
      producer: '@ctp/reporting',
      creationDate: new Date(mapped.generatedAt),
      modificationDate: new Date(mapped.generatedAt),
    },
    page(
      'cover',
      h(View, { style: s.band }),
      t.logoDataUrl === null
        ? null
        : h(Image, { src: t.logoDataUrl, style: { maxHeight: 50, maxWidth: 160, marginBottom: 12 } }),
      h(Text, { style: s.title }, title),
      h(Text, { style: s.subtitle }, mapped.organization.name),
      t.coverText === null ? null : h(Text, { style: { marginBottom: 12, fontSize: 10 } }, t.coverText),
      ...table(s, 'facts', { columns: ['Report', ''], rows: reportFacts(mapped).map(([k, v]) => [k, v]) }),
      h(
        View,
        { style: s.verify },
        h(Image, { src: qrDataUrl, style: { width: 90, height: 90 } }),
        h(
          View,
          { style: { marginLeft: 10, flex: 1 } },
          h(Text, { style: { fontSize: 11, fontWeight: 700 } }, code),
          h(Text, null, `Check this report at ${input.report.verificationUrl}`),
        ),
      ),
    ),
    page(
      'summary',
      h(Text, { style: s.h2 }, 'Summary'),
      ...table(s, 'totals', totalsTable(mapped, input)),
      h(Text, { style: s.small }, `Figures: ${DISPLAY_ROUNDING}`),
      chart(s, scopeChart(mapped)),
      chart(s, monthlyChart(mapped)),
      ...[yearlyChart(mapped, input.history)].flatMap((c) => (c === null ? [] : [chart(s, c)])),
      h(
        Text,
        { style: s.h3 },
        `Completeness: ${mapped.completeness.filled} of ${mapped.completeness.total} disclosures filled (${mapped.completeness.percent} %)`,
      ),
      ...(mapped.warnings.length === 0
        ? [h(Text, null, 'Every required disclosure is filled.')]
        : mapped.warnings.map((w) =>
            h(Text, { key: w.disclosureId, style: [s.missing, { marginBottom: 2 }] }, `- ${w.message}`),
          )),
      ...baseYearPart(s, mapped),
    ),
    page(
      'quality',
      h(Text, { style: s.h2 }, 'Data quality'),
      ...dataQualityNotes(input).map((text, i) =>
        h(Text, { key: `q${i}`, style: { marginBottom: 4 } }, text),
      ),
      ...dataQualityTables(input).flatMap((q) =>
        table(s, q.title, q.table, q.empty, [h(Text, { key: 'title', style: s.h3 }, q.title)]),
      ),
    ),
    // One wrapping page for all disclosures: a page per section left most of the page empty (ESRS has
    // a section per requirement). The content is aggregated, so it stays a few pages long.
    page(
      'disclosures',
      ...sections(mapped).flatMap((sec) =>
        sec.disclosures.flatMap((d, i) => disclosure(s, d, i === 0 ? sec.title : null)),
      ),
    ),
    page(
      'methodology',
      h(Text, { style: s.h2, minPresenceAhead: 60 }, 'Methodology appendix'),
      ...methodologyTables(mapped, input).flatMap((m) =>
        table(s, m.title, m.table, m.empty, [h(Text, { key: 'title', style: s.h3 }, m.title)]),
      ),
      h(Text, { style: s.h2, minPresenceAhead: 140 }, 'Verification'),
      h(
        View,
        { style: s.verify, wrap: false },
        h(Image, { src: qrDataUrl, style: { width: 110, height: 110 } }),
        h(
          View,
          { style: { marginLeft: 10, flex: 1 } },
          h(Text, { style: { fontSize: 12, fontWeight: 700, marginBottom: 4 } }, `Verification code ${code}`),
          h(Text, { style: { marginBottom: 4 } }, `Public lookup: ${input.report.verificationUrl}`),
          h(Text, { style: s.small }, CONTENT_HASH_METHOD),
        ),
      ),
      ...(dataFiles.length === 0
        ? []
        : [
            ...table(
              s,
              'files',
              { columns: ['File', 'SHA-256'], rows: dataFiles.map((f) => [f.name, f.sha256]) },
              'None.',
              [h(Text, { key: 'title', style: s.h3 }, 'Files of this report and their SHA-256')],
            ),
            h(
              Text,
              { key: 'files-note', style: s.small },
              "The SHA-256 of report.pdf and report.html cannot be printed in them (it would change them): the lookup page shows every file's SHA-256 and the content hash in full.",
            ),
          ]),
    ),
  );
}

/** A file rendered before the PDF, whose SHA-256 the PDF prints in full. */
export interface DataFileHash {
  readonly name: string;
  readonly sha256: string;
}
