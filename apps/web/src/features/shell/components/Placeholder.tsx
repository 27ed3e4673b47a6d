import { Alert, Anchor } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { type MessageKey, t } from '../../../i18n/t';

/** A screen of the navigation that part 1 does not build yet: says so and points at the API. */
export function Placeholder({ title }: { title: MessageKey }) {
  return (
    <>
      <PageHeader title={t(title)} />
      <Alert color="gray">
        {t('placeholder.body')} <Anchor href="/api/docs">{t('nav.apiDocs')}</Anchor>
      </Alert>
    </>
  );
}
