import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { ApiError, unwrap } from '../../../api/problem';

/** The dataset header the form asks for (the rows come from the file). */
export interface DatasetHeader {
  datasetId: string;
  datasetVersion: string;
  title: string;
  source: string;
  sourceUrl: string;
  publisher?: string;
  license?: string;
  notes?: string;
}

/** A file to upload: CSV as it is, or JSON rows (read from an array or an object's `factors`). */
export type DatasetFile = { format: 'csv'; text: string } | { format: 'json'; rows: unknown[] };

/** One problem the API found: `row` as the API counts it (CSV: the heading line is 1; 0 is the header). */
export interface RowError {
  row: number;
  field: string;
  message: string;
  pointer: string;
}

/** The row problems of a refused upload (422 `invalid-dataset`), in the API's order. */
export function rowErrors(error: unknown): RowError[] {
  if (!(error instanceof ApiError)) return [];
  return (error.problem?.errors ?? []).flatMap((e) => {
    const entry = e as typeof e & { row?: unknown; field?: unknown };
    return typeof entry.row === 'number'
      ? [{ row: entry.row, field: String(entry.field ?? ''), message: e.message, pointer: e.pointer }]
      : [];
  });
}

/** Imports a custom dataset (`POST /api/factors/datasets`, ORG_ADMIN), all or nothing. */
export function useUploadDataset() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ header, file }: { header: DatasetHeader; file: DatasetFile }) => {
      if (file.format === 'json') {
        return unwrap(
          await client.POST('/api/factors/datasets', {
            body: { ...header, factors: file.rows as Record<string, unknown>[] },
          }),
        );
      }
      return unwrap(
        await client.POST('/api/factors/datasets', {
          params: { query: header },
          body: file.text as never,
          bodySerializer: (body: unknown) => body as string,
          headers: { 'content-type': 'text/csv' },
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['factors'] }),
  });
}
