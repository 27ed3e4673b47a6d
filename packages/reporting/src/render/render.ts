import type { ReportInput } from '../input.js';
import type { MappedReport } from '../mapper/types.js';
import { type ContentHash, contentHash } from '../verify/hash.js';
import { type VerificationMetadata, verificationMetadata } from '../verify/metadata.js';
import { type ArtifactFile, type ArtifactName, artifactFile } from './artifacts.js';
import { renderActivityCsv, renderEmissionsCsv } from './csv.js';
import { renderDataJson } from './data-json.js';
import { renderHtml } from './html.js';
import { renderMethodologyMd } from './methodology-md.js';

/** Every artifact of a report, their content hash and the public verification metadata. */
export interface RenderedReport {
  /** The six files, sorted by name. */
  readonly files: readonly ArtifactFile[];
  readonly hash: ContentHash;
  readonly metadata: VerificationMetadata;
}

/** Steps `renderArtifacts` announces before starting them. */
export type RenderStep = 'documents' | 'pdf';

/** Options of {@link renderArtifacts}. */
export interface RenderOptions {
  /** Called (and awaited) before each step: the job reports progress from it. */
  readonly onStep?: (step: RenderStep) => void | Promise<void>;
}

/**
 * Renders report.html, data.json, activity-data.csv, emissions.csv and methodology.md.
 * Deterministic: the same input gives the same bytes.
 */
export async function renderDocuments(mapped: MappedReport, input: ReportInput): Promise<ArtifactFile[]> {
  const texts: [ArtifactName, string][] = [
    ['activity-data.csv', renderActivityCsv(input)],
    ['data.json', renderDataJson(mapped, input)],
    ['emissions.csv', renderEmissionsCsv(input)],
    ['methodology.md', renderMethodologyMd(mapped, input)],
    ['report.html', await renderHtml(mapped, input)],
  ];
  return texts.map(([name, text]) => artifactFile(name, new TextEncoder().encode(text)));
}

/**
 * Renders report.pdf (A4, 1 cm margins), printing the SHA-256 of `dataFiles` in full. Loads
 * @react-pdf/renderer lazily. Deterministic too: the
 * document dates are the report's generation time, so a retried job renders the same bytes.
 */
export async function renderPdf(
  mapped: MappedReport,
  input: ReportInput,
  dataFiles: readonly Pick<ArtifactFile, 'name' | 'sha256'>[] = [],
): Promise<ArtifactFile> {
  const pdf = await import('../pdf/index.js');
  return pdf.renderPdfArtifact(mapped, input, dataFiles);
}

/** Files whose SHA-256 the PDF prints: all but report.html (which, like the PDF, is a rendering). */
const PRINTED_HASHES = new Set<string>(['activity-data.csv', 'data.json', 'emissions.csv', 'methodology.md']);

/** Renders all six artifacts, then hashes them. */
export async function renderArtifacts(
  mapped: MappedReport,
  input: ReportInput,
  options: RenderOptions = {},
): Promise<RenderedReport> {
  await options.onStep?.('documents');
  const documents = await renderDocuments(mapped, input);
  await options.onStep?.('pdf');
  const pdf = await renderPdf(
    mapped,
    input,
    documents.filter((d) => PRINTED_HASHES.has(d.name)),
  );
  const files = [...documents, pdf].sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = contentHash(files);
  return { files, hash, metadata: verificationMetadata(mapped, hash) };
}
