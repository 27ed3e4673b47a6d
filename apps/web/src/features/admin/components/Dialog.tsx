import { Modal, type ModalProps } from '@mantine/core';

/**
 * Mantine's `Modal` without its scroll lock: the lock (react-remove-scroll) writes a `<style>` tag,
 * which the strict CSP (`style-src 'self'`) refuses. Focus is still trapped and Escape still closes.
 */
export function Dialog(props: ModalProps) {
  return <Modal centered {...props} lockScroll={false} />;
}
