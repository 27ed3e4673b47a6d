import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import {
  INSTRUMENT_KINDS,
  INSTRUMENT_TECHNOLOGIES,
  type Instrument,
  type InstrumentCreate,
  type InstrumentKind,
  type InstrumentTechnology,
  useCreateInstrument,
} from '../api/instruments';
import { LedgerRefusal } from './LedgerRefusal';

interface Values {
  kind: InstrumentKind;
  name: string;
  registry: string;
  certificateIds: string;
  volumeMwh: string;
  co2eKgPerMwh: string;
  technology: InstrumentTechnology;
  generationStart: string;
  generationEnd: string;
  marketBoundary: string;
  issuedOn: string;
  retiredOn: string;
}

const EMPTY: Values = {
  kind: 'unbundled_certificate',
  name: '',
  registry: '',
  certificateIds: '',
  volumeMwh: '',
  co2eKgPerMwh: '',
  technology: 'wind',
  generationStart: '',
  generationEnd: '',
  marketBoundary: '',
  issuedOn: '',
  retiredOn: '',
};

// Quantities stay decimal text end to end (the server parses them exactly); never a JS number.
const POSITIVE = /^(?=.*[1-9])\d+(\.\d+)?$/;
const NON_NEGATIVE = /^\d+(\.\d+)?$/;
const BOUNDARY = /^[A-Z]{2}(-[A-Z0-9]{1,12})?$/;

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request body of the form's values: text trimmed, certificate ids one per line. */
export function instrumentBody(v: Values): InstrumentCreate {
  return {
    kind: v.kind,
    name: v.name.trim(),
    registry: optional(v.registry),
    certificateIds: v.certificateIds
      .split('\n')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
    volumeMwh: v.volumeMwh.trim(),
    co2eKgPerMwh: optional(v.co2eKgPerMwh),
    technology: v.technology,
    generationStart: v.generationStart,
    generationEnd: v.generationEnd,
    marketBoundary: v.marketBoundary.trim().toUpperCase(),
    issuedOn: optional(v.issuedOn),
    retiredOn: optional(v.retiredOn),
  };
}

/** Records a contractual instrument in the ledger (writers): what it is, how much, when and where generated. */
export function InstrumentForm({ onCreated }: { onCreated?: (instrument: Instrument) => void }) {
  const create = useCreateInstrument();
  const required = (value: string) => (value.trim() === '' ? t('instruments.form.required') : null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      name: required,
      volumeMwh: (value) =>
        required(value) ?? (POSITIVE.test(value.trim()) ? null : t('instruments.form.decimal')),
      co2eKgPerMwh: (value) =>
        value.trim() === '' || NON_NEGATIVE.test(value.trim()) ? null : t('instruments.form.rateDecimal'),
      generationStart: required,
      generationEnd: (value, values) =>
        required(value) ??
        (values.generationStart !== '' && value < values.generationStart
          ? t('instruments.form.dates')
          : null),
      marketBoundary: (value) =>
        required(value) ??
        (BOUNDARY.test(value.trim().toUpperCase()) ? null : t('instruments.form.boundaryFormat')),
    },
  });

  const submit = form.onSubmit((values) =>
    create.mutate(instrumentBody(values), {
      onSuccess: (instrument) => {
        form.reset();
        onCreated?.(instrument);
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) form.setFieldError(field, message);
      },
    }),
  );
  const unfielded = create.error && Object.keys(fieldErrors(create.error)).length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('instruments.new')}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label={t('instruments.form.kind')}
            required
            allowDeselect={false}
            data={INSTRUMENT_KINDS.map((k) => ({ value: k, label: t(`instruments.kind.${k}`) }))}
            w="16rem"
            {...form.getInputProps('kind')}
          />
          <TextInput
            label={t('instruments.form.name')}
            description={t('instruments.form.nameHint')}
            required
            w="18rem"
            {...form.getInputProps('name')}
          />
          <TextInput label={t('instruments.form.registry')} w="14rem" {...form.getInputProps('registry')} />
          <Select
            label={t('instruments.form.technology')}
            required
            allowDeselect={false}
            data={INSTRUMENT_TECHNOLOGIES.map((k) => ({ value: k, label: t(`instruments.technology.${k}`) }))}
            w="12rem"
            {...form.getInputProps('technology')}
          />
        </Group>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('instruments.form.volume')}
            required
            inputMode="decimal"
            w="10rem"
            {...form.getInputProps('volumeMwh')}
          />
          <TextInput
            label={t('instruments.form.rate')}
            description={t('instruments.form.rateHint')}
            inputMode="decimal"
            w="18rem"
            {...form.getInputProps('co2eKgPerMwh')}
          />
          <TextInput
            label={t('instruments.form.boundary')}
            description={t('instruments.form.boundaryHint')}
            required
            w="14rem"
            {...form.getInputProps('marketBoundary')}
          />
        </Group>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            type="date"
            label={t('instruments.form.generationStart')}
            required
            {...form.getInputProps('generationStart')}
          />
          <TextInput
            type="date"
            label={t('instruments.form.generationEnd')}
            required
            {...form.getInputProps('generationEnd')}
          />
          <TextInput type="date" label={t('instruments.form.issuedOn')} {...form.getInputProps('issuedOn')} />
          <TextInput
            type="date"
            label={t('instruments.form.retiredOn')}
            description={t('instruments.form.retiredHint')}
            {...form.getInputProps('retiredOn')}
          />
        </Group>
        <Textarea
          label={t('instruments.form.certificates')}
          description={t('instruments.form.certificatesHint')}
          rows={3}
          maw="40rem"
          {...form.getInputProps('certificateIds')}
        />
        {unfielded && <LedgerRefusal error={create.error} />}
        {create.isSuccess && (
          <Alert color="green" role="status">
            {t('instruments.form.created', { name: create.data.name })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('instruments.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
