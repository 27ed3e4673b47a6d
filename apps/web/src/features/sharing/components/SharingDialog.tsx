import { Modal, type ModalProps } from '@mantine/core';
import { t } from '../../../i18n/t';

/**
 * Mantine's `Modal` as the strict CSP allows it: no scroll lock (it writes a `<style>` tag), no
 * fade (what is read is at full contrast from the first frame), a named close button. Focus stays
 * trapped and Escape closes.
 */
export function SharingDialog(props: ModalProps) {
  return (
    <Modal
      centered
      {...props}
      lockScroll={false}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': t('sharing.close'), ...props.closeButtonProps }}
    />
  );
}
