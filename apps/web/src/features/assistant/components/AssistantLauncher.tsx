import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { t } from '../../../i18n/t';
import { AssistantPanel } from './AssistantPanel';

/**
 * The header button that opens the assistant in a side panel from any signed-in screen. The
 * drawer traps focus while open and gives it back to the button when closed (Escape closes it);
 * the conversation stays while the panel is closed. It is modal but does not lock the page's scroll
 * (see below).
 */
export function AssistantLauncher({
  organizationId,
  canReadLog,
}: {
  organizationId: string;
  canReadLog: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={open} aria-haspopup="dialog" aria-expanded={opened}>
        {t('assistant.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="lg"
        title={t('assistant.title')}
        closeButtonProps={{ 'aria-label': t('assistant.close') }}
        keepMounted
        // The scroll lock writes a <style> tag, which the strict CSP (style-src 'self') refuses; no
        // fade either, so what is read (by a person or an accessibility check) is at full contrast.
        lockScroll={false}
        transitionProps={{ duration: 0 }}
      >
        <AssistantPanel organizationId={organizationId} canReadLog={canReadLog} onNavigate={close} />
      </Drawer>
    </>
  );
}
