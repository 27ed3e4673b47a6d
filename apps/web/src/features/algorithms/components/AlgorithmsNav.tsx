import { Group } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';

/** The two screens of the area: the algorithms and the organization's overrides. */
export function AlgorithmsNav({ current }: { current: 'list' | 'overrides' }) {
  return (
    <nav aria-label={t('algorithms.sections')}>
      <Group gap="lg" mb="md" className="ctp-subnav">
        <AnchorLink
          to="/algorithms"
          aria-current={current === 'list' ? 'page' : undefined}
          fw={current === 'list' ? 700 : 400}
        >
          {t('algorithms.tab.list')}
        </AnchorLink>
        <AnchorLink
          to="/algorithms/overrides"
          aria-current={current === 'overrides' ? 'page' : undefined}
          fw={current === 'overrides' ? 700 : 400}
        >
          {t('algorithms.tab.overrides')}
        </AnchorLink>
      </Group>
    </nav>
  );
}
