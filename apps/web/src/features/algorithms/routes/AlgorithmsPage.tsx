import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useAlgorithmList } from '../api/algorithms';
import { AlgorithmsNav } from '../components/AlgorithmsNav';
import { AlgorithmsTable } from '../components/AlgorithmsTable';
import { scopeLabel } from '../components/labels';

const SCOPES = ['scope1', 'scope2', 'scope3'] as const;

/** The registered algorithms, filtered by scope and by a search on name, id and category. */
export default function AlgorithmsPage() {
  const algorithms = useAlgorithmList();
  const [scope, setScope] = useState('all');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (algorithms.data ?? []).filter(
    (a) =>
      (scope === 'all' || a.scope === scope) &&
      (needle === '' || `${a.name} ${a.id} ${a.category}`.toLowerCase().includes(needle)),
  );
  return (
    <>
      <PageHeader title={t('algorithms.title')} />
      <AlgorithmsNav current="list" />
      <Text size="sm" mb="md" maw="48rem">
        {t('algorithms.intro')}
      </Text>
      <Group gap="md" mb="md" align="flex-end" wrap="wrap">
        <div>
          <Text size="sm" fw={500} id="algorithms-scope-label" mb={4}>
            {t('algorithms.filter.scope')}
          </Text>
          <SegmentedControl
            aria-labelledby="algorithms-scope-label"
            value={scope}
            onChange={setScope}
            data={[
              { value: 'all', label: t('common.all') },
              ...SCOPES.map((s) => ({ value: s, label: scopeLabel(s) })),
            ]}
          />
        </div>
        <TextInput
          label={t('algorithms.filter.search')}
          placeholder={t('algorithms.filter.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      <QueryFeedback
        isPending={algorithms.isPending}
        error={algorithms.error}
        retry={() => algorithms.refetch()}
      />
      {algorithms.data &&
        (shown.length === 0 ? (
          <Text c="dimmed">{t('algorithms.empty')}</Text>
        ) : (
          <AlgorithmsTable algorithms={shown} />
        ))}
    </>
  );
}
