import { Anchor, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import type { Factor } from '../api/factors';
import { effectiveLabel, gasList, gwpLabel } from './labels';

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** One factor in full: its exact figures, validity, dataset and the citation with its source link. */
export function FactorDetail({ factor, onClose }: { factor: Factor | null; onClose: () => void }) {
  return (
    <Modal
      opened={factor !== null}
      onClose={onClose}
      // react-remove-scroll would write a <style> tag, which the strict CSP refuses.
      lockScroll={false}
      closeButtonProps={{ 'aria-label': t('factors.detail.close') }}
      size="lg"
      title={
        factor ? t('factors.detail.title', { subcategory: factor.subcategory, region: factor.region }) : ''
      }
    >
      {factor && (
        <dl className="ctp-dl">
          <Entry term={t('factors.detail.dataset')}>
            {factor.datasetTitle} ({factor.datasetId} {factor.datasetVersion},{' '}
            {t(`factors.detail.origin.${factor.origin}`)})
          </Entry>
          <Entry term={t('factors.detail.publisher')}>{factor.publisher}</Entry>
          <Entry term={t('factors.detail.category')}>{factor.category}</Entry>
          <Entry term={t('factors.detail.factor')}>
            {factor.factor === null ? (
              t('factors.detail.noFactor')
            ) : (
              <span className="ctp-exact">
                {factor.factor} {factor.factorUnit}
              </span>
            )}
          </Entry>
          {factor.gases && (
            <Entry term={t('factors.detail.gases', { unit: factor.unit })}>
              <span className="ctp-exact">{gasList(factor.gases)}</span>
            </Entry>
          )}
          {factor.co2eByGas && (
            <Entry term={t('factors.detail.co2eByGas', { unit: factor.unit })}>
              <span className="ctp-exact">{gasList(factor.co2eByGas)}</span>
            </Entry>
          )}
          <Entry term={t('factors.detail.gwp')}>{gwpLabel(factor)}</Entry>
          <Entry term={t('factors.detail.effective')}>{effectiveLabel(factor)}</Entry>
          {factor.status && <Entry term={t('factors.detail.status')}>{factor.status}</Entry>}
          {factor.notes && <Entry term={t('factors.detail.notes')}>{factor.notes}</Entry>}
          <Entry term={t('factors.detail.citation')}>
            <Text size="sm">{factor.source}</Text>
            <Anchor href={factor.sourceUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('factors.detail.source')}
            </Anchor>
            <Text size="xs" c="dimmed" className="ctp-mono">
              {factor.sourceUrl}
            </Text>
          </Entry>
        </dl>
      )}
    </Modal>
  );
}
