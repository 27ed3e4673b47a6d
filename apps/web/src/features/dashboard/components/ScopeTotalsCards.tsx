import { Paper, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { AnchorLink } from '../../../components/AnchorLink';
import { ScopeSwatch } from '../../../components/ScopeSwatch';
import { type MessageKey, t } from '../../../i18n/t';
import { change, formatPercent, formatTonnes, formatTonnesDelta } from '../../../lib/emissions';
import type { Period } from '../../../lib/period';
import type { ScopeSeries } from '../../../lib/scope-colours';
import type { ScopeRanges, ScopeTotals } from '../../results';

type Drill = { scope: 1 | 2 | 3; method?: 'location' | 'market' };
const CARDS: { series: ScopeSeries; key: keyof ScopeTotals; label: MessageKey; drill: Drill }[] = [
  { series: 'scope1', key: 'scope1', label: 'scope.1', drill: { scope: 1 } },
  {
    series: 'scope2Location',
    key: 'scope2LocationBased',
    label: 'scope.2.location',
    drill: { scope: 2, method: 'location' },
  },
  {
    series: 'scope2Market',
    key: 'scope2MarketBased',
    label: 'scope.2.market',
    drill: { scope: 2, method: 'market' },
  },
  {
    series: 'scope2Unspecified',
    key: 'scope2Unspecified',
    label: 'scope.2.unspecified',
    drill: { scope: 2 },
  },
  { series: 'scope3', key: 'scope3', label: 'scope.3', drill: { scope: 3 } },
];

/**
 * One card per scope total, Scope 2 location- and market-based side by side (never added), each
 * with the change against the previous period (exact decimals; text only).
 */
export function ScopeTotalsCards({
  current,
  previous,
  period,
  ranges,
}: {
  current: ScopeTotals;
  previous: ScopeTotals | null;
  period: Period;
  /** The 95% range of each current total; none shown when absent. */
  ranges?: ScopeRanges | undefined;
}) {
  const cards = CARDS.filter(
    (card) =>
      card.key !== 'scope2Unspecified' ||
      !new Decimal(current[card.key]).isZero() ||
      (previous && !new Decimal(previous[card.key]).isZero()),
  );
  return (
    <div className="ctp-cards">
      {cards.map((card) => {
        const now = current[card.key];
        const before = previous?.[card.key];
        const diff = before === undefined ? undefined : change(now, before);
        return (
          <Paper
            key={card.key}
            withBorder
            p="md"
            radius="md"
            className={`ctp-scope-card ctp-card-${card.series}`}
          >
            <Text size="sm" fw={500}>
              <ScopeSwatch series={card.series} />
              {t(card.label)}
            </Text>
            <Text size="xl" fw={700} className="ctp-num" ta="left">
              {formatTonnes(now)}{' '}
              <Text span size="sm" c="dimmed">
                {t('common.tco2e')}
              </Text>
            </Text>
            {ranges && (
              <Text size="xs" c="dimmed" className="ctp-range">
                {t('quality.range', {
                  low: formatTonnes(ranges[card.key].low),
                  high: `${formatTonnes(ranges[card.key].high)} ${t('common.tco2e')}`,
                })}
              </Text>
            )}
            {diff && before !== undefined && (
              <>
                <Text size="xs" c="dimmed">
                  {diff.percent
                    ? t('dashboard.change', {
                        delta: formatTonnesDelta(diff.delta),
                        percent: formatPercent(diff.percent),
                      })
                    : t('dashboard.changeNoBase', { delta: formatTonnesDelta(diff.delta) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('dashboard.previous', { value: `${formatTonnes(before)} ${t('common.tco2e')}` })}
                </Text>
              </>
            )}
            {/* From the total to the results behind it. */}
            <AnchorLink
              to="/results"
              search={{ ...card.drill, from: period.start, to: period.end }}
              size="xs"
            >
              {t('dashboard.viewResults')}
            </AnchorLink>
          </Paper>
        );
      })}
    </div>
  );
}
