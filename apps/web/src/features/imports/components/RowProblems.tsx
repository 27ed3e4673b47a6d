import { Alert, Anchor, List, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatCount } from '../../../lib/counts';
import type { ImportRow, RowIssue } from '../api/rows';
import { fieldLabel, reasonText, whereText } from './labels';

/** At most this many problems are listed; the count of the others is given. */
const SHOWN = 100;

/**
 * Every problem found, one line each: where in the file (line or spreadsheet row), which field
 * and why, in words, with a link that shows the row in the preview.
 */
export function RowProblems({
  source,
  kind,
  issues,
  rows,
  onShow,
}: {
  source: 'client' | 'server';
  kind: 'csv' | 'xlsx';
  issues: readonly RowIssue[];
  rows: readonly ImportRow[];
  onShow: (row: number) => void;
}) {
  const rowCount = new Set(issues.map((issue) => issue.row)).size;
  const title =
    source === 'server'
      ? t('imports.problems.server', { count: formatCount(issues.length), rows: formatCount(rowCount) })
      : t('imports.problems.client', { count: formatCount(issues.length), rows: formatCount(rowCount) });
  return (
    <Alert
      color={source === 'server' ? 'red' : 'orange'}
      title={title}
      role={source === 'server' ? 'alert' : 'status'}
      classNames={{ title: source === 'server' ? 'ctp-import-title-refused' : 'ctp-import-title-warning' }}
    >
      <Text size="sm" mb="xs">
        {t('imports.problems.intro')}
      </Text>
      <List size="sm" spacing={4} className="ctp-import-problems">
        {issues.slice(0, SHOWN).map((issue, i) => {
          const row = issue.row > 0 ? rows[issue.row - 1] : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <List.Item key={`${issue.row}-${issue.field}-${issue.code}-${i}`}>
              <strong>{whereText(kind, row?.at)}</strong>
              {' · '}
              {fieldLabel(issue.field)}: {reasonText(issue)}
              {row && (
                <>
                  {' '}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    className="ctp-import-show"
                    aria-label={`${t('imports.problems.show')}: ${whereText(kind, row.at)}`}
                    onClick={() => onShow(row.row)}
                  >
                    {t('imports.problems.show')}
                  </Anchor>
                </>
              )}
            </List.Item>
          );
        })}
      </List>
      {issues.length > SHOWN && (
        <Text size="sm" mt="xs">
          {t('imports.problems.more', { count: formatCount(issues.length - SHOWN) })}
        </Text>
      )}
    </Alert>
  );
}
