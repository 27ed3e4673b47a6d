import { Modal, type ModalProps } from '@mantine/core';
import { t } from '../../../i18n/t';

/**
 * Mantine's `Modal` without its scroll lock: the lock (react-remove-scroll) writes a `<style>` tag,
 * which the strict CSP (`style-src 'self'`) refuses. Focus is still trapped and Escape still closes.
 * The close button gets a name (Mantine's has only an icon).
 */
export function Dialog(props: ModalProps) {
  return (
    <Modal
      centered
      {...props}
      lockScroll={false}
      closeButtonProps={{ 'aria-label': t('admin.close'), ...props.closeButtonProps }}
    />
  );
}
