import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { PeriodChoice } from '../../../lib/period';

const thisYear = new Date().getUTCFullYear();
const YEARS = Array.from({ length: 12 }, (_, i) => String(thisYear - i));

/** Year, quarter or custom dates. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
}) {
  const year = value.kind === 'custom' ? Number(value.start.slice(0, 4)) : value.year;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('period.label')}>
      <SegmentedControl
        aria-label={t('period.label')}
        value={value.kind}
        data={[
          { value: 'year', label: t('period.year') },
          { value: 'quarter', label: t('period.quarter') },
          { value: 'custom', label: t('period.custom') },
        ]}
        onChange={(kind) => {
          if (kind === 'year') onChange({ kind: 'year', year });
          else if (kind === 'quarter') onChange({ kind: 'quarter', year, quarter: 1 });
          else onChange({ kind: 'custom', start: `${year}-01-01`, end: `${year}-12-31` });
        }}
      />
      {value.kind !== 'custom' && (
        <Select
          label={t('period.yearLabel')}
          w="7rem"
          data={YEARS}
          value={String(value.year)}
          allowDeselect={false}
          onChange={(next) => next && onChange({ ...value, year: Number(next) })}
        />
      )}
      {value.kind === 'quarter' && (
        <Select
          label={t('period.quarterLabel')}
          w="6rem"
          data={['1', '2', '3', '4'].map((q) => ({ value: q, label: `Q${q}` }))}
          value={String(value.quarter)}
          allowDeselect={false}
          onChange={(next) => next && onChange({ ...value, quarter: Number(next) as 1 | 2 | 3 | 4 })}
        />
      )}
      {value.kind === 'custom' && (
        <>
          <TextInput
            type="date"
            label={t('period.from')}
            value={value.start}
            onChange={(event) =>
              event.currentTarget.value && onChange({ ...value, start: event.currentTarget.value })
            }
          />
          <TextInput
            type="date"
            label={t('period.to')}
            value={value.end}
            onChange={(event) =>
              event.currentTarget.value && onChange({ ...value, end: event.currentTarget.value })
            }
          />
        </>
      )}
    </Group>
  );
}
