import { Checkbox, Group, Select } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { HistoryChoice } from '../api/analysis';

/** The default history: every scope, location-based Scope 2. */
export const ALL_SCOPES: HistoryChoice = { scopes: [1, 2, 3], scope2Method: 'location_based' };

/** Which scopes form the history projected, and the one Scope 2 method counted (never both). */
export function HistoryControls({
  value,
  onChange,
}: {
  value: HistoryChoice;
  onChange: (next: HistoryChoice) => void;
}) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Checkbox.Group
        label={t('planning.history.scopes')}
        value={value.scopes.map(String)}
        onChange={(scopes) =>
          onChange({ ...value, scopes: scopes.map(Number).sort() as HistoryChoice['scopes'] })
        }
      >
        <Group gap="sm" mt={4}>
          {[1, 2, 3].map((s) => (
            <Checkbox key={s} value={String(s)} label={t(`scope.${s}` as 'scope.1')} />
          ))}
        </Group>
      </Checkbox.Group>
      <Select
        label={t('planning.history.method')}
        data={[
          { value: 'location_based', label: t('results.method.location') },
          { value: 'market_based', label: t('results.method.market') },
        ]}
        value={value.scope2Method}
        allowDeselect={false}
        w="14rem"
        onChange={(method) =>
          onChange({ ...value, scope2Method: method === 'market_based' ? 'market_based' : 'location_based' })
        }
      />
    </Group>
  );
}
