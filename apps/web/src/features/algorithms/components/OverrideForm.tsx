import { Alert, Button, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import type { Algorithm } from '../api/algorithms';
import { type OverrideCreate, useCreateOverride } from '../api/overrides';
import { refusalText } from './refusal';

type Kind = OverrideCreate['kind'];
const KINDS: Kind[] = ['factor_multiplier', 'methodology', 'custom'];

interface Values {
  kind: Kind;
  category: string;
  factorMultiplier: string;
  algorithmId: string;
  algorithmVersion: string;
  customLogic: string;
  effectiveFrom: string;
  effectiveTo: string;
  justification: string;
}

const MULTIPLIER = /^\d{1,24}(\.\d{1,24})?$/;
const needed = (value: string) => (value.trim() === '' ? t('algorithms.overrides.error.required') : null);

function body(v: Values): OverrideCreate {
  const common = {
    category: v.category,
    justification: v.justification.trim(),
    effectiveFrom: v.effectiveFrom,
    ...(v.effectiveTo ? { effectiveTo: v.effectiveTo } : {}),
  };
  if (v.kind === 'factor_multiplier')
    return { ...common, kind: 'factor_multiplier', factorMultiplier: v.factorMultiplier.trim() };
  if (v.kind === 'methodology')
    return {
      ...common,
      kind: 'methodology',
      algorithmId: v.algorithmId,
      ...(v.algorithmVersion ? { algorithmVersion: v.algorithmVersion } : {}),
    };
  return { ...common, kind: 'custom', customLogic: v.customLogic.trim() };
}

/** Proposing an override (ORG_ADMIN): kind, target category, the change, dates and the justification. */
export function OverrideForm({ algorithms, onCreated }: { algorithms: Algorithm[]; onCreated?: () => void }) {
  const create = useCreateOverride();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      kind: 'factor_multiplier',
      category: '',
      factorMultiplier: '',
      algorithmId: '',
      algorithmVersion: '',
      customLogic: '',
      effectiveFrom: '',
      effectiveTo: '',
      justification: '',
    },
    validate: (v) => ({
      category: needed(v.category),
      factorMultiplier:
        v.kind !== 'factor_multiplier'
          ? null
          : (needed(v.factorMultiplier) ??
            (MULTIPLIER.test(v.factorMultiplier.trim()) && /[1-9]/.test(v.factorMultiplier)
              ? null
              : t('algorithms.overrides.error.multiplier'))),
      algorithmId: v.kind === 'methodology' ? needed(v.algorithmId) : null,
      customLogic: v.kind === 'custom' ? needed(v.customLogic) : null,
      effectiveFrom: needed(v.effectiveFrom),
      effectiveTo:
        v.effectiveTo && v.effectiveFrom && v.effectiveTo < v.effectiveFrom
          ? t('algorithms.overrides.error.dates')
          : null,
      justification: needed(v.justification),
    }),
  });
  const v = form.values;
  const categories = [...new Set(algorithms.map((a) => a.category))].sort();
  const candidates = algorithms.filter((a) => a.category === v.category);
  const versions = algorithms.find((a) => a.id === v.algorithmId)?.versions ?? [];

  const submit = form.onSubmit((values) =>
    create.mutate(body(values), {
      onSuccess: () => {
        form.reset();
        onCreated?.();
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('algorithms.overrides.new')}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} id="override-kind-label" mb={4}>
            {t('algorithms.overrides.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="override-kind-label"
            fullWidth
            data={KINDS.map((kind) => ({ value: kind, label: t(`algorithms.overrides.kind.${kind}`) }))}
            {...form.getInputProps('kind')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t(`algorithms.overrides.kindHint.${v.kind}`)}
          </Text>
        </div>
        <Select
          label={t('algorithms.overrides.category')}
          description={t('algorithms.overrides.categoryHint')}
          data={categories}
          searchable
          required
          {...form.getInputProps('category')}
          value={v.category || null}
          onChange={(category) => {
            form.setFieldValue('category', category ?? '');
            form.setFieldValue('algorithmId', '');
            form.setFieldValue('algorithmVersion', '');
          }}
        />
        {v.kind === 'factor_multiplier' && (
          <TextInput
            label={t('algorithms.overrides.multiplier')}
            description={t('algorithms.overrides.multiplierHint')}
            inputMode="decimal"
            required
            {...form.getInputProps('factorMultiplier')}
          />
        )}
        {v.kind === 'methodology' && (
          <>
            <Select
              label={t('algorithms.overrides.algorithm')}
              description={t('algorithms.overrides.algorithmHint')}
              data={candidates.map((a) => ({ value: a.id, label: `${a.name} (${a.id})` }))}
              required
              {...form.getInputProps('algorithmId')}
              value={v.algorithmId || null}
              onChange={(id) => {
                form.setFieldValue('algorithmId', id ?? '');
                form.setFieldValue('algorithmVersion', '');
              }}
            />
            <Select
              label={t('algorithms.overrides.algorithmVersion')}
              description={t('algorithms.overrides.algorithmVersionHint')}
              data={versions}
              clearable
              {...form.getInputProps('algorithmVersion')}
              value={v.algorithmVersion || null}
              onChange={(version) => form.setFieldValue('algorithmVersion', version ?? '')}
            />
          </>
        )}
        {v.kind === 'custom' && (
          <Textarea
            label={t('algorithms.overrides.formula')}
            description={t('algorithms.overrides.formulaHint')}
            required
            rows={3}
            classNames={{ input: 'ctp-mono' }}
            {...form.getInputProps('customLogic')}
          />
        )}
        <TextInput
          type="date"
          label={t('algorithms.overrides.effectiveFrom')}
          description={t('algorithms.overrides.effectiveFromHint')}
          required
          {...form.getInputProps('effectiveFrom')}
        />
        <TextInput
          type="date"
          label={t('algorithms.overrides.effectiveTo')}
          description={t('algorithms.overrides.effectiveToHint')}
          {...form.getInputProps('effectiveTo')}
        />
        <Textarea
          label={t('algorithms.overrides.justification')}
          description={t('algorithms.overrides.justificationHint')}
          required
          rows={4}
          {...form.getInputProps('justification')}
        />
        {create.isError && Object.keys(fieldErrors(create.error)).length === 0 && (
          <Alert color="red" role="alert">
            {refusalText(create.error)}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('algorithms.overrides.submit')}
        </Button>
      </Stack>
    </form>
  );
}
