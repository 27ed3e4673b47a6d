import { Alert, List, Text } from '@mantine/core';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { criterionFailures } from './refusal';

/** Why the ledger refused a change: each failed Quality Criterion with its reason, or the problem's words. */
export function LedgerRefusal({ error }: { error: unknown }) {
  const failures = criterionFailures(error);
  return (
    <Alert color="red" role="alert">
      {failures.length === 0 ? (
        errorText(error)
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('instruments.refused')}
          </Text>
          <List size="sm">
            {failures.map((f) => (
              <List.Item key={f.criterion}>
                <Text span fw={600} size="sm">
                  {f.criterion}
                </Text>
                : {f.reason}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
