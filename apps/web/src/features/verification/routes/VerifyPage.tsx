import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { t } from '../../../i18n/t';
import { CodeForm } from '../components/CodeForm';
import { PublicFrame } from '../components/PublicFrame';

/** `/verify`: a box to type the code printed on a report. Public: no sign-in. */
export default function VerifyPage() {
  const navigate = useNavigate();
  return (
    <PublicFrame>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('verification.title')}
        </Title>
        <Text>{t('verification.intro')}</Text>
        <CodeForm onLookUp={(code) => void navigate({ to: '/verify/$code', params: { code } })} />
      </Stack>
    </PublicFrame>
  );
}
