import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import { type BaseYearPolicy, CAUSES, type RestatementCause, useSaveBaseYearPolicy } from '../api/periods';
import { refusalText } from './refusal';

/** The policy in words: what every role sees. */
function summary(policy: BaseYearPolicy): string {
  return policy.baseYear === null
    ? t('periods.baseYear.none')
    : t('periods.baseYear.summary', {
        year: policy.baseYear,
        threshold: policy.significanceThresholdPercent,
      });
}

/** The base year and recalculation policy: read by everyone, edited by an ORG_ADMIN. */
export function BaseYearPanel({ policy, isAdmin }: { policy: BaseYearPolicy; isAdmin: boolean }) {
  const save = useSaveBaseYearPolicy();
  const [year, setYear] = useState(policy.baseYear === null ? '' : String(policy.baseYear));
  const [threshold, setThreshold] = useState(policy.significanceThresholdPercent);
  const [triggers, setTriggers] = useState<string[]>(policy.triggers);
  useEffect(() => {
    setYear(policy.baseYear === null ? '' : String(policy.baseYear));
    setThreshold(policy.significanceThresholdPercent);
    setTriggers(policy.triggers);
  }, [policy]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="base-year-title" mb="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id="base-year-title">
          {t('periods.baseYear.title')}
        </Title>
        <Text size="sm">{summary(policy)}</Text>
        {policy.triggers.length > 0 && (
          <Text size="sm">
            {t('periods.baseYear.triggers')}: {policy.triggers.map((c) => t(`periods.cause.${c}`)).join(', ')}
          </Text>
        )}
        {isAdmin && (
          <form
            aria-label={t('periods.baseYear.title')}
            onSubmit={(event) => {
              event.preventDefault();
              if (!/^\d{4}$/.test(year)) return;
              save.mutate({
                baseYear: Number(year),
                significanceThresholdPercent: threshold.trim(),
                triggers: triggers as RestatementCause[],
              });
            }}
          >
            <Stack gap="sm" maw="32rem">
              <Group gap="sm" align="flex-start">
                <TextInput
                  label={t('periods.baseYear.year')}
                  inputMode="numeric"
                  maxLength={4}
                  required
                  value={year}
                  onChange={(event) => setYear(event.currentTarget.value)}
                  w="10rem"
                />
                <TextInput
                  label={t('periods.baseYear.threshold')}
                  inputMode="decimal"
                  value={threshold}
                  onChange={(event) => setThreshold(event.currentTarget.value)}
                  w="18rem"
                />
              </Group>
              <Checkbox.Group label={t('periods.baseYear.triggers')} value={triggers} onChange={setTriggers}>
                <Stack gap={4} mt={4}>
                  {CAUSES.map((c) => (
                    <Checkbox key={c} value={c} label={t(`periods.cause.${c}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
              {save.isError && (
                <Alert color="red" role="alert">
                  {refusalText(save.error)}
                </Alert>
              )}
              {save.isSuccess && (
                <Text size="sm" role="status">
                  {t('periods.baseYear.saved')}
                </Text>
              )}
              <Group>
                <Button type="submit" loading={save.isPending} disabled={!/^\d{4}$/.test(year)}>
                  {t('periods.baseYear.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
