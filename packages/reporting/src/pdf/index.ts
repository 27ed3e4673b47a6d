/**
 * @ctp/reporting/pdf: the PDF renderer (@react-pdf/renderer), a separate entry so that callers
 * that do not render PDFs never load it.
 * @packageDocumentation
 */

import type { ReportInput } from '../input.js';
import type { MappedReport } from '../mapper/types.js';
import type { ArtifactFile } from '../render/artifacts.js';

/** Renders report.pdf. */
export async function renderPdfArtifact(mapped: MappedReport, input: ReportInput): Promise<ArtifactFile> {
  void mapped;
  void input;
  throw new Error('renderPdfArtifact: being implemented (contract commit)');
}
