import { Modal, type ModalProps } from '@mantine/core';
import { t } from '../../../i18n/t';

/**
 * Mantine's `Modal` without its scroll lock: the lock (react-remove-scroll) writes a `<style>` tag,
 * which the strict CSP (`style-src 'self'`) refuses. Focus is still trapped and Escape still closes.
 * The close button gets a name (Mantine's has only an icon). It opens without a fade: what is read
 * (by a person or by an accessibility check) is at full contrast from the first frame.
 */
export function Dialog(props: ModalProps) {
  return (
    <Modal
      centered
      {...props}
      lockScroll={false}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': t('admin.close'), ...props.closeButtonProps }}
    />
  );
}
