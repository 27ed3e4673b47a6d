import { Document, Image, Line, Page, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { ReportInput } from '../input.js';
import type { MappedDisclosure, MappedReport } from '../mapper/types.js';
import { type Chart, monthlyChart, scopeChart, yearlyChart } from '../render/chart.js';
import { columnWidths, figureColumns, rowHeights, tableLead } from '../render/columns.js';
import {
  disclosureTables,
  methodologyTables,
  reportFacts,
  sections,
  type TextTable,
  totalsTable,
} from '../render/content.js';
import { DISPLAY_ROUNDING } from '../render/format.js';
import { CONTENT_HASH_METHOD } from '../verify/metadata.js';
import { PDF_FONT } from './fonts.js';

// react-pdf's component types are unions that createElement cannot infer; every call goes through here.
// biome-ignore lint/suspicious/noExplicitAny: see above
const h = (type: any, props: Record<string, unknown> | null, ...children: ReactNode[]): ReactElement =>
  createElement(type, props, ...children);

/** Rows per explicit chunk of a long table: react-pdf lays out long wrapping tables slowly (stack notes §6). */
const ROWS_PER_CHUNK = 40;
/** Rows estimated taller than this may break across pages. */
const TALL_ROW_PT = 600;
/** What a heading keeps below it on its page: the heading row and first row of its table. */
const leadOf = (t: TextTable | undefined) =>
  t === undefined || t.rows.length === 0 ? 30 : tableLead(t) + 12;

const styles = (primary: string, accent: string) =>
  StyleSheet.create({
    page: {
      padding: '1cm',
      // The footer band (0.6 cm above the bottom margin) stays free of body text.
      paddingBottom: '1.9cm',
      fontSize: 8.5,
      fontFamily: PDF_FONT,
      color: '#111827',
    },
    band: { backgroundColor: primary, height: 40, marginBottom: 24 },
    title: { fontSize: 22, color: primary, marginBottom: 8, fontWeight: 700 },
    subtitle: { fontSize: 14, marginBottom: 16 },
    h2: {
      backgroundColor: primary,
      color: '#ffffff',
      fontSize: 12,
      padding: 5,
      marginTop: 8,
      marginBottom: 6,
      fontWeight: 700,
    },
    h3: { fontSize: 10, color: primary, marginTop: 8, marginBottom: 3, fontWeight: 700 },
    small: { fontSize: 7, color: '#4b5563', marginBottom: 3 },
    missing: { color: '#b91c1c' },
    row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d1d5db' },
    head: { flexDirection: 'row', backgroundColor: accent, color: '#ffffff', fontWeight: 700 },
    cell: { padding: 2 },
    num: { padding: 2, textAlign: 'right' },
    swatch: { width: 8, height: 8, marginRight: 3 },
    footer: {
      position: 'absolute',
      bottom: '1cm',
      left: '1cm',
      right: '1cm',
      fontSize: 7,
      color: '#6b7280',
      flexDirection: 'row',
      justifyContent: 'space-between',
    },
    verify: { flexDirection: 'row', borderWidth: 1, borderColor: primary, padding: 8, marginTop: 6 },
  });

type Styles = ReturnType<typeof styles>;

/**
 * A table as chunks of rows with the heading row repeated on every page the chunk spans; `id` keys
 * the chunks among their siblings. Columns are sized to their content, figures right-aligned with
 * their heading; a row never breaks across pages. A table without rows prints `empty` instead.
 */
function table(s: Styles, id: string, t: TextTable, empty = 'None.'): ReactElement[] {
  if (t.rows.length === 0) return [h(Text, { key: `t${id}-empty`, style: { marginBottom: 4 } }, empty)];
  const widths = columnWidths(t);
  const heights = rowHeights(t).rows;
  const figures = figureColumns(t);
  const cellStyle = (i: number) => [figures[i] ? s.num : s.cell, { width: `${widths[i]}%` }];
  const header = h(
    View,
    { style: s.head, fixed: true },
    ...t.columns.map((c, i) => h(Text, { key: i, style: cellStyle(i) }, c)),
  );
  // Keeps the heading row with the first row (a fixed heading alone at the foot of a page would stay there).
  const out: ReactElement[] = [h(View, { key: `t${id}-lead`, minPresenceAhead: tableLead(t) })];
  for (let start = 0; start < t.rows.length; start += ROWS_PER_CHUNK) {
    const rows = t.rows.slice(start, start + ROWS_PER_CHUNK);
    out.push(
      h(
        View,
        { key: `t${id}-${start}`, wrap: rows.length > 3 },
        header,
        ...rows.map((r, i) =>
          h(
            View,
            // Only a row taller than most of a page may break (a very long organization text).
            { key: i, style: s.row, wrap: (heights[start + i] ?? 0) > TALL_ROW_PT },
            ...r.map((c, j) => h(Text, { key: j, style: cellStyle(j) }, c)),
          ),
        ),
      ),
    );
  }
  return out;
}

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

function disclosure(s: Styles, d: MappedDisclosure): ReactElement {
  const { values, tables } = disclosureTables(d);
  const first = values.rows.length > 0 ? values : tables[0]?.table;
  return h(
    View,
    { key: d.id, wrap: true },
    h(
      View,
      { wrap: false, minPresenceAhead: leadOf(first) + 16 },
      h(Text, { style: s.h3 }, `${d.id} ${d.title}`),
      h(
        Text,
        { style: s.small },
        `${d.required ? 'Required' : 'Conditional or voluntary'} | ${d.status} | ${d.description}`,
      ),
    ),
    ...(values.rows.length > 0 ? table(s, `${d.id}-values`, values) : []),
    // Label and table are siblings of what precedes them: react-pdf keeps a first child's presence only.
    ...tables.flatMap((p, i) => [
      h(
        Text,
        { key: `l${i}`, style: { marginTop: 3, fontWeight: 700 }, minPresenceAhead: leadOf(p.table) },
        p.label,
      ),
      ...table(s, `${d.id}-${i}`, p.table, 'None in this period.'),
    ]),
  );
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
      ...table(s, 'totals', totalsTable(mapped)),
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
    ),
    // One wrapping page for all disclosures: a page per section left most of the page empty (ESRS has
    // a section per requirement). The content is aggregated, so it stays a few pages long.
    page(
      'disclosures',
      ...sections(mapped).flatMap((sec) => [
        h(
          View,
          { key: `h-${sec.title}`, wrap: false, minPresenceAhead: 120 },
          h(Text, { style: s.h2 }, sec.title),
        ),
        ...sec.disclosures.map((d) => disclosure(s, d)),
      ]),
    ),
    page(
      'methodology',
      h(Text, { style: s.h2, minPresenceAhead: 60 }, 'Methodology appendix'),
      ...methodologyTables(mapped, input).flatMap((m) => [
        h(Text, { key: `h${m.title}`, style: s.h3, minPresenceAhead: leadOf(m.table) }, m.title),
        ...table(s, m.title, m.table, m.empty),
      ]),
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
            h(
              Text,
              { key: 'files', style: s.h3, minPresenceAhead: 80 },
              'Files of this report and their SHA-256',
            ),
            ...table(s, 'files', {
              columns: ['File', 'SHA-256'],
              rows: dataFiles.map((f) => [f.name, f.sha256]),
            }),
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
