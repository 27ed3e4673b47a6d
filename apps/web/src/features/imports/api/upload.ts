import type { ApiClient, CsrfStore } from '../../../api/client';
import { ApiError, type Problem, unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';
import type { RowIssue } from './rows';

export type ImportResult = components['schemas']['ActivityImportResult'];
export type ImportCheck = components['schemas']['ActivityImportCheck'];

/**
 * The dry run: `POST /api/activities/import/validate` with the CSV the import would send. Resolves
 * with the count of rows that would be stored; rejects with an {@link ApiError} (422 lists the rows).
 */
export async function validateImport(client: ApiClient, csv: string): Promise<ImportCheck> {
  return unwrap(
    await client.POST('/api/activities/import/validate', {
      body: csv,
      bodySerializer: (body: unknown) => body as string,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    }),
  );
}

/** Sends the import; `onProgress` gets the fraction of the body uploaded so far. */
export type Uploader = (request: {
  csv: string;
  idempotencyKey: string;
  onProgress: (fraction: number) => void;
}) => Promise<ImportResult>;

/**
 * The commit, `POST /api/activities/import`, through XMLHttpRequest: the one call of the app that
 * does not go through fetch, because only XHR reports upload progress. Same public API, same session
 * cookie, same CSRF header as the typed client; an `Idempotency-Key` per upload, so a retry after a
 * lost answer never imports the file twice.
 */
export function xhrUploader(csrf: CsrfStore, baseUrl = ''): Uploader {
  return ({ csv, idempotencyKey, onProgress }) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${baseUrl}/api/activities/import`);
      xhr.withCredentials = false; // same origin: the cookie goes anyway
      xhr.setRequestHeader('content-type', 'text/csv; charset=utf-8');
      xhr.setRequestHeader('idempotency-key', idempotencyKey);
      const token = csrf.get();
      if (token !== null) xhr.setRequestHeader('x-csrf-token', token);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          body = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve(body as ImportResult);
        } else {
          const problem =
            typeof body === 'object' && body !== null && 'status' in body ? (body as Problem) : undefined;
          reject(new ApiError(xhr.status, problem));
        }
      };
      xhr.onerror = () => reject(new TypeError('network error'));
      xhr.send(csv);
    });
}

/** The row problems of a refused import or dry run (422 `invalid-rows`), or undefined for any other failure. */
export function rowIssuesOf(error: unknown): RowIssue[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_ROWS_INVALID') return undefined;
  return (error.problem?.errors ?? []).map((entry) => {
    const e = entry as typeof entry & { row?: unknown; field?: unknown };
    return {
      row: typeof e.row === 'number' ? e.row : 0,
      field: typeof e.field === 'string' ? e.field : '(row)',
      code: e.code,
      message: e.message,
    };
  });
}
