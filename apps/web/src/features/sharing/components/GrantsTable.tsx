import { Alert, Button, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import {
  ANSWER_POLICIES,
  type AnswerPolicy,
  type Grant,
  useRevokeGrant,
  useSetAnswerPolicy,
} from '../api/grants';
import { ConfirmRevoke } from './ConfirmRevoke';

const list = (items: string[]) => (items.length === 0 ? t('sharing.grants.nothing') : items.join(', '));

/** The grants (never their secrets): what each customer may read, who answers, revoke. */
export function GrantsTable({ grants }: { grants: Grant[] }) {
  const revoke = useRevokeGrant();
  const policy = useSetAnswerPolicy();
  const [confirming, setConfirming] = useState<Grant | null>(null);
  return (
    <>
      {policy.error ? (
        <Alert color="red" role="alert" mb="sm">
          {errorText(policy.error)}
        </Alert>
      ) : null}
      <div className="ctp-table-scroll">
        <Table striped aria-label={t('sharing.grants.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('sharing.grants.customer')}</Table.Th>
              <Table.Th scope="col">{t('sharing.grants.products')}</Table.Th>
              <Table.Th scope="col">{t('sharing.grants.periods')}</Table.Th>
              <Table.Th scope="col">{t('sharing.grants.scopes')}</Table.Th>
              <Table.Th scope="col">{t('sharing.grants.clientId')}</Table.Th>
              <Table.Th scope="col">{t('sharing.grants.answerPolicy')}</Table.Th>
              <Table.Th scope="col">{t('sharing.grants.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grants.map((grant) => (
              <Table.Tr key={grant.id}>
                <Table.Td>
                  <Text size="sm">{grant.customerName}</Text>
                  {grant.customerPublicOrgId && (
                    <Text size="xs" c="dimmed" className="ctp-mono">
                      {grant.customerPublicOrgId}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className="ctp-mono">{list(grant.productIds)}</Table.Td>
                <Table.Td>{list(grant.periods.map((p) => formatPeriod(p.start, p.end)))}</Table.Td>
                <Table.Td>{list(grant.scopes.map((s) => t(`scope.${s}` as 'scope.1')))}</Table.Td>
                <Table.Td className="ctp-mono">{grant.clientId}</Table.Td>
                <Table.Td>
                  {grant.revokedAt ? (
                    t(`sharing.policy.${grant.answerPolicy}`)
                  ) : (
                    <Select
                      aria-label={t('sharing.grants.policyFor', { customer: grant.customerName })}
                      data={ANSWER_POLICIES.map((p) => ({ value: p, label: t(`sharing.policy.${p}`) }))}
                      value={grant.answerPolicy}
                      allowDeselect={false}
                      w="18rem"
                      size="xs"
                      onChange={(value) =>
                        value && policy.mutate({ id: grant.id, answerPolicy: value as AnswerPolicy })
                      }
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {grant.revokedAt ? (
                    t('sharing.grants.revokedAt', { date: formatMoment(grant.revokedAt) })
                  ) : (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setConfirming(grant)}
                      aria-label={t('sharing.grants.revokeFor', { customer: grant.customerName })}
                    >
                      {t('sharing.grants.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <ConfirmRevoke
        grant={confirming}
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={(grant) => revoke.mutate(grant.id, { onSuccess: () => setConfirming(null) })}
        onClose={() => {
          revoke.reset();
          setConfirming(null);
        }}
      />
    </>
  );
}
