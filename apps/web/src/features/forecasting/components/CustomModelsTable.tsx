import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { type CustomModel, useValidateModel } from '../api/models';
import { CUSTOM } from './ProjectForm';

/**
 * The organization's custom models: pending or validated. An ORG_ADMIN validates a pending one;
 * a writer uses a validated one in a projection.
 */
export function CustomModelsTable({
  models,
  canValidate,
  canUse,
}: {
  models: CustomModel[];
  canValidate: boolean;
  canUse: boolean;
}) {
  const validate = useValidateModel();
  if (models.length === 0) return <Text c="dimmed">{t('forecasting.models.none')}</Text>;
  return (
    <>
      {validate.error && (
        <Text c="red" size="sm" role="alert" mb="xs">
          {errorText(validate.error)}
        </Text>
      )}
      <div className="ctp-table-scroll">
        <Table aria-label={t('forecasting.models.custom')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('forecasting.models.name')}</Table.Th>
              <Table.Th scope="col">{t('forecasting.models.kind')}</Table.Th>
              <Table.Th scope="col">{t('forecasting.models.parameters')}</Table.Th>
              <Table.Th scope="col">{t('forecasting.models.status')}</Table.Th>
              <Table.Th scope="col">{t('forecasting.models.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.map((model) => (
              <Table.Tr key={model.id}>
                <Table.Th scope="row">
                  {model.name}
                  {model.description && (
                    <Text size="xs" c="dimmed" fw={400}>
                      {model.description}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{model.modelKind}</Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {JSON.stringify(model.parameters)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {model.validated ? (
                    <Badge color="teal.9" variant="filled">
                      {t('forecasting.models.validatedOn', {
                        when: formatMoment(model.validatedAt ?? model.createdAt),
                      })}
                    </Badge>
                  ) : (
                    <Badge color="gray.7" variant="filled">
                      {t('forecasting.models.pending')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {!model.validated && canValidate && (
                      <Button
                        size="xs"
                        loading={validate.isPending && validate.variables === model.id}
                        onClick={() => validate.mutate(model.id)}
                        aria-label={t('forecasting.models.validateNamed', { name: model.name })}
                      >
                        {t('forecasting.models.validate')}
                      </Button>
                    )}
                    {model.validated && canUse && (
                      <AnchorLink to="/forecasts" search={{ model: `${CUSTOM}${model.id}` }} size="sm">
                        {t('forecasting.models.use')}
                      </AnchorLink>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
