import { Select, TextInput } from '@mantine/core';
import { t } from '../../../i18n/t';
import { attributeLabel, type InputAttribute, valueLabel } from './documented-inputs';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
}

/** One documented attribute of the category: a select for a choice or yes/no, a text box otherwise. */
export function AttributeField({ attribute, field }: { attribute: InputAttribute; field: FieldProps }) {
  const common = {
    label: attributeLabel(attribute.name),
    description: attribute.description ?? undefined,
    required: attribute.required,
    error: field.error,
    onBlur: field.onBlur,
    'data-attribute': attribute.name,
  };
  if (attribute.type === 'choice' || attribute.type === 'boolean') {
    const data =
      attribute.type === 'boolean'
        ? [
            { value: 'true', label: t('activityForm.yes') },
            { value: 'false', label: t('activityForm.no') },
          ]
        : (attribute.values ?? []).map((value) => ({ value, label: valueLabel(value) }));
    return (
      <Select
        {...common}
        data={data}
        searchable={data.length > 8}
        clearable={!attribute.required}
        placeholder={attribute.required ? t('activityForm.choose') : t('activityForm.notStated')}
        value={field.value === '' ? null : field.value}
        onChange={(value) => field.onChange(value ?? '')}
      />
    );
  }
  const hint =
    attribute.type === 'integer'
      ? t('activityForm.integerHint', {
          min: String(attribute.minimum ?? ''),
          max: String(attribute.maximum ?? ''),
        })
      : attribute.type === 'decimal'
        ? t('activityForm.decimalHint')
        : undefined;
  return (
    <TextInput
      {...common}
      description={[attribute.description, hint].filter(Boolean).join(' ') || undefined}
      inputMode={
        attribute.type === 'integer' ? 'numeric' : attribute.type === 'decimal' ? 'decimal' : undefined
      }
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}
