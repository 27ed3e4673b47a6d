import { ProblemError } from '../../http/problem.js';

/**
 * The largest evidence file accepted, in bytes: 8 MiB, below the server's default request limit
 * (`CTP_BODY_LIMIT_BYTES`, 10 MiB), so an oversized file is answered with the evidence problem type;
 * a body above the server's request limit meets the generic `payload-too-large` first.
 */
export const EVIDENCE_MAX_BYTES = 8 * 1024 * 1024;

/** The media types an evidence file may have, with how its first bytes must look (no sniffing later). */
export const EVIDENCE_MEDIA_TYPES: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'application/pdf': (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (b) =>
    startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
  'text/csv': isText,
  'text/plain': isText,
};

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/** UTF-8 without NUL: what a CSV or text file of readings can be. */
function isText(bytes: Uint8Array): boolean {
  try {
    return !new TextDecoder('utf-8', { fatal: true }).decode(bytes).includes('\u0000');
  } catch {
    return false;
  }
}

const allowed = Object.keys(EVIDENCE_MEDIA_TYPES);

function unsupported(detail: string): ProblemError {
  return new ProblemError('EVIDENCE_MEDIA_TYPE', { detail, allowed });
}

/**
 * The media type of an upload (its `Content-Type` without parameters, lower case).
 * @throws ProblemError `EVIDENCE_MEDIA_TYPE` (415) for a missing or unlisted type
 */
export function evidenceMediaType(contentType: string | undefined): string {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (EVIDENCE_MEDIA_TYPES[essence] === undefined) {
    throw unsupported(
      `Evidence of type ${JSON.stringify(essence || '(none)')} is not accepted; allowed: ${allowed.join(', ')}.`,
    );
  }
  return essence;
}

/** @throws ProblemError `EVIDENCE_MEDIA_TYPE` (415) when the bytes are not what the type says */
export function checkEvidenceContent(mediaType: string, bytes: Uint8Array): void {
  if (!EVIDENCE_MEDIA_TYPES[mediaType]?.(bytes)) {
    throw unsupported(`The file's content is not ${mediaType}.`);
  }
}

function tooLarge(): ProblemError {
  // The rest of the body is not read: say so, or a pooled client reuses a connection that closes.
  return new ProblemError(
    'EVIDENCE_TOO_LARGE',
    {
      detail: `An evidence file may be at most ${EVIDENCE_MAX_BYTES} bytes.`,
      limitBytes: EVIDENCE_MAX_BYTES,
    },
    { connection: 'close' },
  );
}

/**
 * Reads an upload's body, refusing it by its `Content-Length` before reading and by counting while
 * reading (a chunked body has no length).
 * @throws ProblemError `EVIDENCE_TOO_LARGE` (413)
 */
export async function readEvidenceBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > EVIDENCE_MAX_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body !== null) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > EVIDENCE_MAX_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
