import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { components } from '../../../api/schema';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useFacilities } from '../../facilities';
import { useAlgorithms } from '../api/create';
import { ActivityForm } from './ActivityForm';

type ActivityVersion = components['schemas']['ActivityVersion'];

/** The "correct this activity" action: the entry form, filled with the current version, in a dialog. */
export function CorrectActivity({ current }: { current: ActivityVersion }) {
  const [opened, { open, close }] = useDisclosure(false);
  const algorithms = useAlgorithms();
  const facilities = useFacilities();
  return (
    <>
      <Button variant="light" onClick={open}>
        {t('activityForm.correctOpen')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('activityForm.correctTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('activityForm.close') }}
        // react-remove-scroll would write a <style> element, which the CSP refuses.
        lockScroll={false}
      >
        <QueryFeedback
          isPending={algorithms.isPending || facilities.isPending}
          error={algorithms.error ?? facilities.error}
        />
        {algorithms.data && facilities.data && (
          <ActivityForm
            key={current.id}
            algorithms={algorithms.data}
            facilities={facilities.data}
            correction={current}
            onSaved={close}
          />
        )}
      </Modal>
    </>
  );
}
