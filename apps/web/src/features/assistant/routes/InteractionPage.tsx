import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { useInteraction } from '../api/interactions';
import { InteractionRecord } from '../components/InteractionRecord';

const route = getRouteApi('/app/assistant/interactions/$interactionId');

/** One exchange of the assistant log (ORG_ADMIN). */
export default function InteractionPage() {
  const { interactionId } = route.useParams();
  const interaction = useInteraction(interactionId);
  return (
    <Stack gap="md">
      <AnchorLink to="/assistant/interactions" size="sm">
        ← {t('assistant.log.back')}
      </AnchorLink>
      <PageHeader
        title={
          interaction.data
            ? t('assistant.log.detail', { when: formatMoment(interaction.data.createdAt) })
            : t('assistant.log.title')
        }
      />
      <QueryFeedback
        isPending={interaction.isPending}
        error={interaction.error}
        retry={() => interaction.refetch()}
      />
      {interaction.data && <InteractionRecord interaction={interaction.data} />}
    </Stack>
  );
}
