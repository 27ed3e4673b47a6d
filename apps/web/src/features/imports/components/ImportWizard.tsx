import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useApi } from '../../../api/context';
import { ApiError } from '../../../api/problem';
import { AnchorLink } from '../../../components/AnchorLink';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatCount } from '../../../lib/counts';
import { attributeColumns, guessMapping, type ColumnMapping as Mapping } from '../api/fields';
import { parseCsvFile } from '../api/parse-csv';
import type { ParsedFile } from '../api/parsed-file';
import { checkRows, type ImportRow, issuesByRow, mapRows, periodOf, type RowIssue, toCsv } from '../api/rows';
import { type ImportResult, rowIssuesOf, type Uploader, validateImport, xhrUploader } from '../api/upload';
import { ColumnMapping } from './ColumnMapping';
import { FileDrop, fileKind } from './FileDrop';
import { PAGE_SIZE, PreviewTable } from './PreviewTable';
import { RowProblems } from './RowProblems';

type Check =
  | { status: 'idle' }
  | { status: 'running'; csv: string }
  | { status: 'ok'; csv: string; rows: number }
  | { status: 'refused'; csv: string; issues: RowIssue[] }
  | { status: 'failed'; csv: string; error: unknown };
type Commit =
  | { status: 'idle' }
  | { status: 'running'; progress: number }
  | { status: 'done'; result: ImportResult; rows: readonly ImportRow[] }
  | { status: 'failed'; error: unknown };

/** Reads a chosen file: CSV here, Excel through a reader loaded only now. */
async function readFile(file: File, onProgress: (fraction: number) => void): Promise<ParsedFile> {
  if (fileKind(file.name) === 'xlsx') {
    const { parseXlsxFile } = await import('../api/parse-xlsx');
    return parseXlsxFile(file, onProgress);
  }
  return parseCsvFile(file, onProgress);
}

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 413 ? t('imports.commit.tooLarge') : errorText(error);

/**
 * The import, step by step: choose a file (read in the browser, with progress) → map its columns
 * to the API's fields → preview with the browser's checks → the server's dry run → commit, all or
 * nothing, with an idempotency key per upload and upload progress → the result.
 */
export function ImportWizard({
  facilityNames,
  uploader,
  reader = readFile,
}: {
  facilityNames?: ReadonlySet<string>;
  /** Sends the import (XMLHttpRequest by default); tests pass their own. */
  uploader?: Uploader;
  /** Reads a file (tests may replace it). */
  reader?: typeof readFile;
}) {
  const { client, csrf } = useApi();
  const upload = useMemo(() => uploader ?? xhrUploader(csrf), [uploader, csrf]);
  const [reading, setReading] = useState<{ name: string; progress: number; error?: string } | null>(null);
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const [commit, setCommit] = useState<Commit>({ status: 'idle' });
  const [page, setPage] = useState(0);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  // One key per upload body: a retry of the same body reuses it, a changed body gets a new one.
  const key = useRef<{ csv: string; key: string } | null>(null);

  const choose = async (chosen: File) => {
    setCommit({ status: 'idle' });
    setCheck({ status: 'idle' });
    if (fileKind(chosen.name) === undefined) {
      setReading({
        name: chosen.name,
        progress: 0,
        error: t('imports.drop.wrongType', { name: chosen.name }),
      });
      return;
    }
    setFile(null);
    setReading({ name: chosen.name, progress: 0 });
    try {
      const parsed = await reader(chosen, (progress) => setReading({ name: chosen.name, progress }));
      // A corrected file with the same columns keeps the mapping the person chose.
      const sameColumns = file !== null && file.headers.join('\u0000') === parsed.headers.join('\u0000');
      if (!(sameColumns && mapping)) setMapping(guessMapping(parsed.headers));
      setFile(parsed);
      setPage(0);
      setFocusRow(null);
      setReading(null);
    } catch (error) {
      setReading({ name: chosen.name, progress: 0, error: (error as Error).message });
    }
  };

  const attributeNames = useMemo(
    () => (file ? attributeColumns(file.headers).map((a) => a.name) : []),
    [file],
  );
  const rows = useMemo(() => (file && mapping ? mapRows(file, mapping) : []), [file, mapping]);
  const clientIssues = useMemo(
    () => (mapping ? checkRows(rows, mapping, facilityNames) : []),
    [rows, mapping, facilityNames],
  );
  const csv = useMemo(
    () => (mapping ? toCsv(rows, mapping, attributeNames) : ''),
    [rows, mapping, attributeNames],
  );
  const current = check.status !== 'idle' && check.csv === csv;
  const serverIssues = current && check.status === 'refused' ? check.issues : undefined;
  const shownIssues = serverIssues ?? clientIssues;
  const byRow = useMemo(() => issuesByRow(shownIssues), [shownIssues]);

  const show = (row: number) => {
    setPage(Math.floor((row - 1) / PAGE_SIZE));
    setFocusRow(row);
  };

  const runCheck = async () => {
    setCheck({ status: 'running', csv });
    try {
      const answer = await validateImport(client, csv);
      setCheck({ status: 'ok', csv, rows: answer.rows });
    } catch (error) {
      const issues = rowIssuesOf(error);
      setCheck(issues ? { status: 'refused', csv, issues } : { status: 'failed', csv, error });
    }
  };

  const runCommit = async () => {
    if (key.current?.csv !== csv) key.current = { csv, key: crypto.randomUUID() };
    setCommit({ status: 'running', progress: 0 });
    try {
      const result = await upload({
        csv,
        idempotencyKey: key.current.key,
        onProgress: (progress) => setCommit({ status: 'running', progress }),
      });
      setCommit({ status: 'done', result, rows });
    } catch (error) {
      const issues = rowIssuesOf(error);
      if (issues) setCheck({ status: 'refused', csv, issues });
      setCommit(issues ? { status: 'idle' } : { status: 'failed', error });
    }
  };

  if (commit.status === 'done') {
    const period = periodOf(commit.rows);
    return (
      <Alert
        color="green"
        title={t('imports.done.title', { count: formatCount(commit.result.imported) })}
        role="status"
        classNames={{ title: 'ctp-import-title-done' }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('imports.done.body')}</Text>
          <Group>
            <AnchorLink
              to="/activities"
              search={period ? { from: period.from, to: period.to } : {}}
              className="ctp-import-show"
            >
              {t('imports.done.list')}
            </AnchorLink>
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                setCommit({ status: 'idle' });
                setCheck({ status: 'idle' });
                setFile(null);
                setMapping(null);
              }}
            >
              {t('imports.done.again')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const busy = check.status === 'running' || commit.status === 'running';
  return (
    <Stack gap="lg">
      <FileDrop
        onFile={(f) => void choose(f)}
        disabled={busy || (reading !== null && reading.error === undefined)}
      />
      {reading && reading.error === undefined && (
        <Stack gap={4}>
          <Text size="sm">{t('imports.reading', { name: reading.name })}</Text>
          <Progress
            value={Math.round(reading.progress * 100)}
            aria-label={t('imports.readingProgress')}
            size="lg"
            animated
          />
        </Stack>
      )}
      {reading?.error !== undefined && (
        <Alert
          color="red"
          title={t('imports.fileProblems')}
          role="alert"
          classNames={{ title: 'ctp-import-title-refused' }}
        >
          {reading.error}
        </Alert>
      )}
      {file && mapping && (
        <>
          <Text size="sm" fw={600}>
            {t('imports.fileSummary', {
              name: file.name,
              rows: formatCount(file.rows.length),
              columns: file.headers.length,
            })}
          </Text>
          {file.problems.length > 0 && (
            <Alert
              color="red"
              title={t('imports.fileProblems')}
              role="alert"
              classNames={{ title: 'ctp-import-title-refused' }}
            >
              {file.problems.slice(0, 20).join(' · ')}
            </Alert>
          )}
          {file.headers.length === 0 ? (
            <Alert color="red">{t('imports.noHeader')}</Alert>
          ) : (
            <>
              <ColumnMapping headers={file.headers} value={mapping} onChange={setMapping} />
              {shownIssues.length > 0 && (
                <RowProblems
                  source={serverIssues ? 'server' : 'client'}
                  kind={file.kind}
                  issues={shownIssues}
                  rows={rows}
                  onShow={show}
                />
              )}
              <PreviewTable
                kind={file.kind}
                rows={rows}
                mapping={mapping}
                attributeNames={attributeNames}
                issues={byRow}
                page={page}
                onPage={(next) => {
                  setPage(next);
                  setFocusRow(null);
                }}
                focusRow={focusRow}
              />
              <Stack gap="xs">
                <Title order={2} size="h3">
                  {t('imports.check.title')}
                </Title>
                <Text size="sm">{t('imports.check.intro')}</Text>
                {!current && check.status !== 'idle' && <Text size="sm">{t('imports.check.stale')}</Text>}
                {current && check.status === 'ok' && (
                  <Alert color="green" role="status">
                    {t('imports.check.ok', { rows: formatCount(check.rows) })}
                  </Alert>
                )}
                {current && check.status === 'failed' && (
                  <Alert
                    color="red"
                    title={t('error.title')}
                    role="alert"
                    classNames={{ title: 'ctp-import-title-refused' }}
                  >
                    {failureText(check.error)}
                  </Alert>
                )}
                {commit.status === 'failed' && (
                  <Alert
                    color="red"
                    title={t('imports.commit.failed')}
                    role="alert"
                    classNames={{ title: 'ctp-import-title-refused' }}
                  >
                    {failureText(commit.error)}
                  </Alert>
                )}
                {commit.status === 'running' && (
                  <Text size="sm" role="status">
                    {commit.progress < 1 ? t('imports.commit.running') : t('imports.commit.storing')}
                  </Text>
                )}
                {commit.status === 'running' && (
                  <Progress
                    value={Math.round(commit.progress * 100)}
                    aria-label={t('imports.commit.uploadProgress')}
                    size="lg"
                    animated
                  />
                )}
                <Group>
                  <Button
                    variant={current && check.status === 'ok' ? 'default' : 'filled'}
                    onClick={() => void runCheck()}
                    loading={check.status === 'running'}
                    disabled={busy || rows.length === 0}
                  >
                    {check.status === 'running' ? t('imports.check.running') : t('imports.check.run')}
                  </Button>
                  <Button
                    onClick={() => void runCommit()}
                    loading={commit.status === 'running'}
                    disabled={!(current && check.status === 'ok') || busy}
                  >
                    {t('imports.commit.run', { rows: formatCount(rows.length) })}
                  </Button>
                </Group>
              </Stack>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
