import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, canWrite, useSession } from '../../auth';
import { useForecastModels } from '../api/models';
import { CustomModelForm } from '../components/CustomModelForm';
import { CustomModelsTable } from '../components/CustomModelsTable';

/** Custom forecast models: register one (writers), validate it (ORG_ADMIN), use it; and the built-in kinds. */
export default function ModelsPage() {
  const session = useSession();
  const role = session.data?.role;
  const models = useForecastModels();
  return (
    <Stack gap="lg">
      <AnchorLink to="/forecasts" size="sm">
        {t('forecasting.back')}
      </AnchorLink>
      <PageHeader title={t('forecasting.models.title')} />
      <Text size="sm" c="dimmed">
        {t('forecasting.models.intro')}
      </Text>
      <QueryFeedback isPending={models.isPending} error={models.error} retry={() => models.refetch()} />
      {models.data && (
        <>
          {canWrite(role) && (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="register-title">
              <Title id="register-title" order={2} size="h4" mb="sm">
                {t('forecasting.models.register')}
              </Title>
              <CustomModelForm
                kinds={models.data.builtIn.filter((k) => k.id !== 'auto')}
                onRegistered={() => {}}
              />
            </Paper>
          )}
          <section aria-labelledby="custom-title">
            <Title id="custom-title" order={2} size="h4" mb="xs">
              {t('forecasting.models.custom')}
            </Title>
            <CustomModelsTable
              models={models.data.items}
              canValidate={canAdminister(role)}
              canUse={canWrite(role)}
            />
          </section>
          <section aria-labelledby="builtin-title">
            <Title id="builtin-title" order={2} size="h4" mb="xs">
              {t('forecasting.models.builtIn')}
            </Title>
            <div className="ctp-table-scroll">
              <Table aria-label={t('forecasting.models.builtIn')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('forecasting.models.name')}</Table.Th>
                    <Table.Th scope="col">{t('forecasting.models.id')}</Table.Th>
                    <Table.Th scope="col">{t('forecasting.models.description')}</Table.Th>
                    <Table.Th scope="col" className="ctp-num">
                      {t('forecasting.models.minimum')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {models.data.builtIn.map((kind) => (
                    <Table.Tr key={kind.id}>
                      <Table.Th scope="row">{kind.name}</Table.Th>
                      <Table.Td>
                        <Text size="xs" ff="monospace">
                          {kind.id}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{kind.description}</Text>
                      </Table.Td>
                      <Table.Td className="ctp-num">
                        {t('forecasting.months', { count: kind.minimumMonths })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          </section>
        </>
      )}
    </Stack>
  );
}
