import { Select, Stack, Text, Title } from '@mantine/core';
import { type MessageKey, t } from '../../../i18n/t';
import {
  attributeColumns,
  IMPORT_FIELDS,
  type ImportField,
  type ColumnMapping as Mapping,
  REQUIRED_FIELDS,
} from '../api/fields';

const NONE = '';

/**
 * The column mapping: one select per field of the API (required ones first, marked), each offering
 * every column of the file by position and header. The guess comes in as `value`; every change
 * goes out through `onChange`.
 */
export function ColumnMapping({
  headers,
  value,
  onChange,
}: {
  headers: readonly string[];
  value: Mapping;
  onChange: (next: Mapping) => void;
}) {
  const options = [
    { value: NONE, label: t('imports.mapping.none') },
    ...headers.map((name, index) => ({
      value: String(index),
      label: t('imports.mapping.column', { index: index + 1, name: name || '—' }),
    })),
  ];
  const attributes = attributeColumns(headers);
  const usedBy = (field: ImportField, column: number | null) =>
    column === null ? undefined : IMPORT_FIELDS.find((other) => other !== field && value[other] === column);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('imports.mapping.title')}
      </Title>
      <Text size="sm">{t('imports.mapping.intro')}</Text>
      <div className="ctp-import-mapping">
        {IMPORT_FIELDS.map((field) => {
          const required = REQUIRED_FIELDS.has(field);
          const other = usedBy(field, value[field]);
          return (
            <Select
              key={field}
              label={`${t(`imports.field.${field}` as MessageKey)} (${field})`}
              description={t(`imports.fieldHint.${field}` as MessageKey)}
              withAsterisk={required}
              data={options}
              value={value[field] === null ? NONE : String(value[field])}
              allowDeselect={false}
              onChange={(next) =>
                onChange({ ...value, [field]: next === null || next === NONE ? null : Number(next) })
              }
              {...(other ? { error: t('imports.mapping.usedTwice', { field: other }) } : {})}
              comboboxProps={{ withinPortal: true }}
            />
          );
        })}
      </div>
      {attributes.length > 0 && (
        <Text size="sm">
          {t('imports.mapping.attributes', { names: attributes.map((a) => a.name).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
