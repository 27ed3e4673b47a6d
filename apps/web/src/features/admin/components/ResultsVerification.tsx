import { Alert, Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { errorText } from '../../../components/QueryFeedback';
import { LOCALE, type MessageKey, t } from '../../../i18n/t';
import { useVerifyResults, type ResultsVerification as Verification } from '../api/audit';

const count = new Intl.NumberFormat(LOCALE);
const TOTALS = ['scope1', 'scope2LocationBased', 'scope2MarketBased', 'scope2Unspecified', 'scope3'] as const;

/** What the verification found wrong, as tables: totals that differ, results that disagree, runs whose seal fails. */
export function VerificationFindings({ result }: { result: Verification }) {
  const totals = TOTALS.filter((k) => result.totalsFromResults[k] !== result.totalsFromRecords[k]);
  const runs = result.runs.filter((r) => r.status === 'root_mismatch' || r.status === 'seal_mismatch');
  return (
    <Stack gap="sm">
      {totals.length > 0 && (
        <Table aria-label={t('admin.results.totalsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.results.col.total')}</Table.Th>
              <Table.Th>{t('admin.results.col.reported')}</Table.Th>
              <Table.Th>{t('admin.results.col.fromRecords')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totals.map((k) => (
              <Table.Tr key={k}>
                <Table.Td>{t(`admin.results.total.${k}`)}</Table.Td>
                <Table.Td className="ctp-admin-detail">{result.totalsFromResults[k]}</Table.Td>
                <Table.Td className="ctp-admin-detail">{result.totalsFromRecords[k]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {result.discrepancies.length > 0 && (
        <Table aria-label={t('admin.results.discrepanciesTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.results.col.result')}</Table.Th>
              <Table.Th>{t('admin.results.col.reported')}</Table.Th>
              <Table.Th>{t('admin.results.col.fromRecord')}</Table.Th>
              <Table.Th>{t('admin.results.col.why')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.discrepancies.map((d) => (
              <Table.Tr key={d.resultId}>
                <Table.Td className="ctp-admin-detail">
                  {d.resultId}{' '}
                  <Anchor href={`/results/records/${d.recordId}`} size="sm">
                    {t('admin.results.openRecord')}
                  </Anchor>
                </Table.Td>
                <Table.Td className="ctp-admin-detail">{d.resultCo2eKg}</Table.Td>
                <Table.Td className="ctp-admin-detail">{d.recordCo2eKg}</Table.Td>
                <Table.Td>{d.reasons.map((r) => t(`admin.results.reason.${r}`)).join('; ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {runs.map((r) => (
        <Text key={r.calculationRunId} size="sm" className="ctp-admin-detail">
          {t(`admin.results.run.${r.status}` as MessageKey, {
            run: r.calculationRunId,
            sealed: r.sealedRoot ?? t('common.none'),
            audited: r.auditedRoot ?? t('common.none'),
            recomputed: r.recomputedRoot,
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** "Verify the results": recomputes totals from the calculation records and names what disagrees. */
export function ResultsVerification() {
  const verify = useVerifyResults();
  const result = verify.data;
  const sealed = result?.runs.filter((r) => r.status === 'valid').length ?? 0;
  return (
    <Stack gap="sm" mb="lg">
      <Text size="sm" c="dimmed">
        {t('admin.results.intro')}
      </Text>
      <Button w="fit-content" loading={verify.isPending} onClick={() => verify.mutate()}>
        {t('admin.results.verify')}
      </Button>
      {result?.valid === true && (
        <Alert className="ctp-admin-alert" color="green" role="status" title={t('admin.results.intact')}>
          <Text size="sm">
            {t('admin.results.intactBody', {
              checked: count.format(result.checkedResults),
              runs: count.format(sealed),
            })}
          </Text>
        </Alert>
      )}
      {result?.valid === false && (
        <Alert className="ctp-admin-alert" color="red" role="alert" title={t('admin.results.broken')}>
          <Text size="sm" mb="xs">
            {t('admin.results.brokenBody', {
              count: count.format(result.discrepancyCount),
              checked: count.format(result.checkedResults),
            })}
          </Text>
          <VerificationFindings result={result} />
        </Alert>
      )}
      {verify.isError && (
        <Alert color="red" role="alert">
          {errorText(verify.error)}
        </Alert>
      )}
    </Stack>
  );
}
