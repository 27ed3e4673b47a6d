/**
 * @ctp/reporting/pdf: the PDF renderer (@react-pdf/renderer), a separate entry so that callers
 * that do not render PDFs never load it.
 * @packageDocumentation
 */
import { renderToBuffer } from '@react-pdf/renderer';
import type { ReportInput } from '../input.js';
import type { MappedReport } from '../mapper/types.js';
import { type ArtifactFile, artifactFile } from '../render/artifacts.js';
import { verificationQrDataUrl } from '../verify/qr.js';
import { type DataFileHash, reportDocument } from './document.js';

export type { DataFileHash } from './document.js';

import { registerPdfFonts } from './fonts.js';

/**
 * Renders report.pdf: A4, 1 cm margins, a cover, the summary with charts, a table per disclosure,
 * the methodology appendix and the verification block with the QR code of the lookup URL, and the
 * SHA-256 in full of the `dataFiles` rendered before it (data.json, the CSV files, methodology.md).
 */
export async function renderPdfArtifact(
  mapped: MappedReport,
  input: ReportInput,
  dataFiles: readonly DataFileHash[] = [],
): Promise<ArtifactFile> {
  registerPdfFonts();
  const qr = await verificationQrDataUrl(input.report.verificationUrl);
  const buffer = await renderToBuffer(
    reportDocument(mapped, input, qr, dataFiles) as Parameters<typeof renderToBuffer>[0],
  );
  return artifactFile('report.pdf', new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
}
