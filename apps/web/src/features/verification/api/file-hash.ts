/** A file checked against the report's recorded hashes, in this browser (nothing is uploaded). */
export interface CheckedFile {
  name: string;
  sha256: string;
  /** The recorded artifact with the same SHA-256, if any. */
  matches: string | undefined;
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 (hex) of a file's bytes, with WebCrypto. */
export async function sha256Of(file: Blob): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
}

/** Hashes each file and finds the recorded artifact (file name → SHA-256 hex) it is, if any. */
export async function checkFiles(
  files: readonly File[],
  artifacts: Readonly<Record<string, string>>,
): Promise<CheckedFile[]> {
  const byHash = new Map(Object.entries(artifacts).map(([file, sha]) => [sha.toLowerCase(), file]));
  return Promise.all(
    files.map(async (file) => {
      const sha256 = await sha256Of(file);
      return { name: file.name, sha256, matches: byHash.get(sha256) };
    }),
  );
}
