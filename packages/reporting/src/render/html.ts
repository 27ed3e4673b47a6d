import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReportInput } from '../input.js';
import type { MappedReport } from '../mapper/types.js';
import { CONTENT_HASH_METHOD } from '../verify/metadata.js';
import { verificationQrDataUrl } from '../verify/qr.js';
import { baseYearSection } from './base-year-section.js';
import type { Chart } from './chart.js';
import { monthlyChart, scopeChart, yearlyChart } from './chart.js';
import { BREAK, breakableParts, figureColumns } from './columns.js';
import {
  disclosureSubtitle,
  disclosureTables,
  methodologyTables,
  reportFacts,
  sections,
  type TextTable,
  totalsTable,
} from './content.js';
import { DISPLAY_ROUNDING } from './format.js';
import { dataQualityNotes, dataQualityTables } from './quality-content.js';

/**
 * report.html: the same content as the PDF, self-contained (inline CSS, inline SVG charts, the QR
 * code and logo as data URLs; no external URL is loaded) and printable on A4 with 1 cm margins.
 * Built with React's static renderer, which escapes every text and attribute.
 */

const css = (primary: string, accent: string): string => `
@page { size: A4; margin: 1cm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: Helvetica, Arial, sans-serif; font-size: 10pt; color: #111827; margin: 0 auto; max-width: 190mm; }
h1 { color: ${primary}; font-size: 22pt; margin: 0 0 4mm; }
h2 { background: ${primary}; color: #fff; padding: 2mm 3mm; font-size: 13pt; margin: 8mm 0 3mm; break-after: avoid; }
h3 { color: ${primary}; font-size: 11pt; margin: 5mm 0 2mm; break-after: avoid; }
table { border-collapse: collapse; width: 100%; margin: 1mm 0 3mm; break-inside: auto; }
th { background: ${accent}; color: #fff; text-align: left; }
th, td { border: 0.5pt solid #d1d5db; padding: 1mm 2mm; vertical-align: top; }
tr { break-inside: avoid; }
td.num { text-align: right; white-space: nowrap; }
th.num { text-align: right; }
.cover { min-height: 270mm; border-top: 12mm solid ${primary}; padding-top: 10mm; break-after: page; }
.missing { color: #b91c1c; }
.status { font-size: 8pt; color: #4b5563; }
.verify { border: 1pt solid ${primary}; padding: 4mm; display: flex; gap: 6mm; break-inside: avoid; }
.disclosure { break-inside: avoid-page; }
svg text { font-size: 7px; fill: #374151; }
`;

/** Text with a line-break opportunity (`<wbr>`) where the PDF may break a long URL or code. */
function breakable(text: string): ReactNode[] {
  // One text node between breaks: React would separate adjacent text nodes with comments.
  const segments = text.split(/(\s+)/).flatMap(breakableParts).join('').split(BREAK);
  return segments.flatMap((segment, i) => (i === 0 ? [segment] : [h('wbr', { key: i }), segment]));
}

/** A table with its figure columns right-aligned (heading too), or `empty` when it has no rows. */
function tableEl(t: TextTable, empty = 'None.'): ReactNode {
  if (t.rows.length === 0) return h('p', null, empty);
  const figures = figureColumns(t);
  return h(
    'table',
    null,
    t.columns.every((c) => c === '')
      ? null
      : h(
          'thead',
          null,
          h(
            'tr',
            null,
            ...t.columns.map((c, i) => h('th', { key: i, className: figures[i] ? 'num' : undefined }, c)),
          ),
        ),
    h(
      'tbody',
      null,
      ...t.rows.map((r, i) =>
        h(
          'tr',
          { key: i },
          ...r.map((c, j) => h('td', { key: j, className: figures[j] ? 'num' : undefined }, ...breakable(c))),
        ),
      ),
    ),
  );
}

function chartEl(c: Chart): ReactNode {
  return h(
    'figure',
    { style: { margin: '2mm 0' } },
    h(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: `0 0 ${c.width} ${c.height}`,
        width: '100%',
        role: 'img',
        'aria-label': c.title,
      },
      ...c.grid.map((g, i) =>
        h('line', {
          key: `g${i}`,
          x1: g.x1,
          x2: g.x2,
          y1: g.y,
          y2: g.y,
          stroke: '#e5e7eb',
          strokeWidth: 0.5,
        }),
      ),
      ...c.bars.map((b, i) =>
        h('rect', { key: `b${i}`, x: b.x, y: b.y, width: b.width, height: b.height, fill: b.color }),
      ),
      ...c.labels.map((l, i) => h('text', { key: `l${i}`, x: l.x, y: l.y, textAnchor: l.anchor }, l.text)),
    ),
    h(
      'figcaption',
      null,
      c.title,
      ...c.legend.map((l) =>
        h(
          'span',
          { key: l.text, style: { marginLeft: '4mm' } },
          h('span', { style: { color: l.color } }, '\u25A0 '),
          l.text,
        ),
      ),
    ),
  );
}

function disclosuresEl(mapped: MappedReport): ReactNode[] {
  return sections(mapped).flatMap((s) => [
    h('h2', { key: `s-${s.title}` }, s.title),
    ...s.disclosures.map((d) =>
      h(
        'section',
        { key: d.id, className: 'disclosure' },
        h('h3', null, `${d.id} ${d.title}`),
        h('p', { className: 'status' }, disclosureSubtitle(d)),
        ...[disclosureTables(d)].flatMap(({ values, tables }) => [
          values.rows.length > 0 ? tableEl(values) : null,
          ...tables.map((p, i) =>
            h(
              'div',
              { key: i },
              h('p', null, h('strong', null, p.label)),
              tableEl(p.table, 'None in this period.'),
            ),
          ),
        ]),
      ),
    ),
  ]);
}

/** The "Base year and restatements" section: its facts, then each table (or its one sentence). */
function baseYearEl(mapped: MappedReport): ReactNode[] {
  const section = baseYearSection(mapped);
  return [
    h('h2', { key: 'base-year' }, section.title),
    h('div', { key: 'base-year-facts' }, tableEl(section.facts)),
    ...section.tables.flatMap((m) => [
      h('h3', { key: `h${m.title}` }, m.title),
      ...(m.note === undefined ? [] : [h('p', { key: `n${m.title}` }, m.note)]),
      h('div', { key: m.title }, tableEl(m.table, m.empty)),
    ]),
  ];
}

/** Renders report.html. */
export async function renderHtml(mapped: MappedReport, input: ReportInput): Promise<string> {
  const t = input.template;
  const qr = await verificationQrDataUrl(input.report.verificationUrl);
  const title = input.report.title ?? `${mapped.framework.name} report`;
  const body = h(
    'body',
    null,
    h(
      'section',
      { className: 'cover' },
      t.logoDataUrl === null
        ? null
        : h('img', { src: t.logoDataUrl, alt: 'Logo', style: { maxHeight: '20mm' } }),
      h('h1', null, title),
      h('p', { style: { fontSize: '14pt' } }, mapped.organization.name),
      t.coverText === null ? null : h('p', null, t.coverText),
      tableEl({ columns: ['', ''], rows: reportFacts(mapped).map(([k, v]) => [k, v]) }),
      h(
        'div',
        { className: 'verify', style: { marginTop: '6mm' } },
        h('img', { src: qr, alt: `QR code for ${input.report.verificationUrl}`, width: 96, height: 96 }),
        h(
          'p',
          null,
          h('strong', null, input.report.verificationCode),
          h('br'),
          `Check this report at ${input.report.verificationUrl}`,
        ),
      ),
    ),
    h('h2', null, 'Summary'),
    tableEl(totalsTable(mapped, input)),
    h('p', { className: 'status' }, `Figures: ${DISPLAY_ROUNDING}`),
    chartEl(scopeChart(mapped)),
    chartEl(monthlyChart(mapped)),
    ...[yearlyChart(mapped, input.history)].flatMap((c) => (c === null ? [] : [chartEl(c)])),
    h(
      'h3',
      null,
      `Completeness: ${mapped.completeness.filled} of ${mapped.completeness.total} disclosures filled (${mapped.completeness.percent} %)`,
    ),
    mapped.warnings.length === 0
      ? h('p', null, 'Every required disclosure is filled.')
      : h(
          'ul',
          null,
          ...mapped.warnings.map((w) => h('li', { key: w.disclosureId, className: 'missing' }, w.message)),
        ),
    ...baseYearEl(mapped),
    h('h2', null, 'Data quality'),
    ...dataQualityNotes(input).map((text, i) => h('p', { key: `q${i}` }, text)),
    ...dataQualityTables(input).flatMap((q) => [
      h('h3', { key: `h${q.title}` }, q.title),
      h('div', { key: q.title }, tableEl(q.table, q.empty)),
    ]),
    ...disclosuresEl(mapped),
    h('h2', null, 'Methodology appendix'),
    ...methodologyTables(mapped, input).flatMap((m) => [
      h('h3', { key: `h${m.title}` }, m.title),
      h('div', { key: m.title }, tableEl(m.table, m.empty)),
    ]),
    h('h2', null, 'Verification'),
    h(
      'div',
      { className: 'verify' },
      h('img', { src: qr, alt: `QR code for ${input.report.verificationUrl}`, width: 128, height: 128 }),
      h(
        'div',
        null,
        h('p', null, 'Verification code: ', h('strong', null, input.report.verificationCode)),
        h('p', null, 'Check this report at ', h('span', null, input.report.verificationUrl)),
        h('p', { className: 'status' }, CONTENT_HASH_METHOD),
      ),
    ),
  );
  const doc = h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, `${title}: ${mapped.organization.name}`),
      // The stylesheet has no &, <, > or quotes, so React's text escaping leaves it as written.
      h('style', null, css(t.colors.primary, t.colors.accent)),
    ),
    body,
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(doc)}`;
}
