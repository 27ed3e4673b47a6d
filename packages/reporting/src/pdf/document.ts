import { Document, Image, Line, Page, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { ReportInput } from '../input.js';
import type { MappedDisclosure, MappedReport } from '../mapper/types.js';
import { type Chart, monthlyChart, scopeChart, yearlyChart } from '../render/chart.js';
import {
  methodologyTables,
  printValue,
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

const styles = (primary: string, accent: string) =>
  StyleSheet.create({
    page: {
      padding: '1cm',
      paddingBottom: '1.6cm',
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
    cell: { flex: 1, padding: 2 },
    num: { flex: 1, padding: 2, textAlign: 'right' },
    footer: {
      position: 'absolute',
      bottom: '0.6cm',
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

const isNumeric = (s: string): boolean => /^-?[\d,]+(\.\d+)?( t CO2e)?$/.test(s);

/** A table as chunks of rows with the header repeated; `id` keys the chunks among their siblings. */
function table(s: Styles, id: string, t: TextTable, widths?: readonly number[]): ReactElement[] {
  const cellStyle = (i: number, text: string) => [
    isNumeric(text) ? s.num : s.cell,
    widths ? { flex: widths[i] } : {},
  ];
  const header = h(
    View,
    { style: s.head, fixed: true },
    ...t.columns.map((c, i) => h(Text, { key: i, style: cellStyle(i, '') }, c)),
  );
  const out: ReactElement[] = [];
  for (let start = 0; start < Math.max(t.rows.length, 1); start += ROWS_PER_CHUNK) {
    const rows = t.rows.slice(start, start + ROWS_PER_CHUNK);
    out.push(
      h(
        View,
        { key: `t${id}-${start}`, wrap: rows.length > 12 },
        header,
        ...rows.map((r, i) =>
          h(
            View,
            { key: i, style: s.row, wrap: false },
            ...r.map((c, j) => h(Text, { key: j, style: cellStyle(j, c) }, c)),
          ),
        ),
      ),
    );
  }
  return out;
}

function chart(c: Chart): ReactElement {
  return h(
    View,
    { wrap: false, style: { marginVertical: 6 } },
    h(
      Text,
      { style: { fontSize: 8, marginBottom: 2 } },
      c.title + (c.legend.length ? `   (${c.legend.map((l) => l.text).join(', ')})` : ''),
    ),
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
  const printed = d.values.map((v) => printValue(v.label, v.content, v.missing));
  const lines = printed.flatMap((p) => (p.kind === 'line' ? [[p.label, p.text]] : []));
  return h(
    View,
    { key: d.id, wrap: true },
    h(
      View,
      { wrap: false, minPresenceAhead: 40 },
      h(Text, { style: s.h3 }, `${d.id} ${d.title}`),
      h(
        Text,
        { style: s.small },
        `${d.required ? 'Required' : 'Conditional or voluntary'} | ${d.status} | ${d.description}`,
      ),
    ),
    ...(lines.length > 0
      ? table(s, `${d.id}-values`, { columns: ['Datapoint', 'Value'], rows: lines }, [2, 3])
      : []),
    ...printed.flatMap((p, i) =>
      p.kind === 'table'
        ? [
            h(
              View,
              { key: `t${i}` },
              h(Text, { style: { marginTop: 3, fontWeight: 700 } }, p.label),
              ...table(s, `${d.id}-${i}`, p.table),
            ),
          ]
        : [],
    ),
  );
}

/** The react-pdf document of a report (A4, 1 cm margins, page numbers in a fixed footer). */
export function reportDocument(mapped: MappedReport, input: ReportInput, qrDataUrl: string): ReactElement {
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
      ...table(
        s,
        'facts',
        { columns: ['Report', ''], rows: reportFacts(mapped).map(([k, v]) => [k, v]) },
        [1, 2],
      ),
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
      ...table(s, 'totals', totalsTable(mapped), [3, 2, 1]),
      h(Text, { style: s.small }, `Figures: ${DISPLAY_ROUNDING}`),
      chart(scopeChart(mapped)),
      chart(monthlyChart(mapped)),
      ...[yearlyChart(mapped, input.history)].flatMap((c) => (c === null ? [] : [chart(c)])),
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
          { key: `h-${sec.title}`, wrap: false, minPresenceAhead: 60 },
          h(Text, { style: s.h2 }, sec.title),
        ),
        ...sec.disclosures.map((d) => disclosure(s, d)),
      ]),
    ),
    page(
      'methodology',
      h(Text, { style: s.h2 }, 'Methodology appendix'),
      ...methodologyTables(mapped, input).flatMap((m) => [
        h(Text, { key: `h${m.title}`, style: s.h3 }, m.title),
        ...table(s, m.title, m.table),
      ]),
      h(Text, { style: s.h2 }, 'Verification'),
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
    ),
  );
}
