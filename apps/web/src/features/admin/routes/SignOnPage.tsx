import { Code, Stack, Text, Title } from '@mantine/core';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useAuthConfig } from '../api/sign-on';
import { RoleMappings } from '../components/RoleMappings';
import { SsoForm } from '../components/SsoForm';

/** Single sign-on: the configuration with Test connection, then the role mappings in order. */
export default function SignOnPage() {
  const config = useAuthConfig();
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="admin-sso-title">
        <Title order={2} size="h3" id="admin-sso-title">
          {t('admin.sso.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.sso.intro')}
        </Text>
        <QueryFeedback isPending={config.isPending} error={config.error} retry={() => config.refetch()} />
        {config.data?.redirectUri && (
          <Text size="sm">
            {t('admin.sso.redirectUri')}: <Code>{config.data.redirectUri}</Code>
          </Text>
        )}
        {/* Mounted once the stored configuration (or its absence) is known: the form starts from it. */}
        {config.data !== undefined && <SsoForm config={config.data} />}
      </Stack>
      {config.data !== undefined && <RoleMappings authConfigId={config.data?.id} />}
    </>
  );
}
