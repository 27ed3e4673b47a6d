import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A word as poppler placed it on a page, in points from the top-left corner. */
export interface PdfWord {
  readonly page: number;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
  readonly text: string;
  /** Index of the poppler text line the word belongs to, unique in the document. */
  readonly line: number;
}

/** A page's size and its words. */
export interface PdfPage {
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly words: readonly PdfWord[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number.parseInt(e.slice(1), 10))
        : (ENTITIES[e] ?? m),
  );
const num = (attrs: string, name: string): number => {
  const m = new RegExp(`${name}="([-\\d.]+)"`).exec(attrs);
  if (m === null) throw new Error(`pdftotext -bbox-layout: no ${name} in ${attrs}`);
  return Number(m[1]);
};

/**
 * The pages and words of `pdftotext -bbox-layout` output (poppler's XHTML: page, flow, block,
 * line, word, each with its bounding box). The format is machine-written and flat, so tags are
 * read with patterns; entities are decoded.
 */
export function parseBboxLayout(xhtml: string): PdfPage[] {
  const pages: PdfPage[] = [];
  let line = 0;
  const pageRe = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
  for (let p = pageRe.exec(xhtml); p !== null; p = pageRe.exec(xhtml)) {
    const number = pages.length + 1;
    const words: PdfWord[] = [];
    const lineRe = /<line [^>]*>([\s\S]*?)<\/line>/g;
    for (let l = lineRe.exec(p[3] ?? ''); l !== null; l = lineRe.exec(p[3] ?? '')) {
      line++;
      const wordRe = /<word ([^>]*)>([\s\S]*?)<\/word>/g;
      for (let w = wordRe.exec(l[1] ?? ''); w !== null; w = wordRe.exec(l[1] ?? '')) {
        const attrs = w[1] ?? '';
        words.push({
          page: number,
          xMin: num(attrs, 'xMin'),
          yMin: num(attrs, 'yMin'),
          xMax: num(attrs, 'xMax'),
          yMax: num(attrs, 'yMax'),
          text: decodeEntities(w[2] ?? ''),
          line,
        });
      }
    }
    pages.push({ number, width: Number(p[1]), height: Number(p[2]), words });
  }
  return pages;
}

/**
 * Reads a PDF's words with poppler's `pdftotext -bbox-layout` (Debian poppler-utils).
 * @param pdftotext path of the pdftotext binary
 */
export function readPdfWords(pdf: Uint8Array, pdftotext = 'pdftotext'): PdfPage[] {
  const dir = mkdtempSync(join(tmpdir(), 'ctp-layout-'));
  try {
    const path = join(dir, 'report.pdf');
    writeFileSync(path, pdf);
    const xhtml = execFileSync(pdftotext, ['-bbox-layout', '-enc', 'UTF-8', path, '-'], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    });
    return parseBboxLayout(xhtml);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
