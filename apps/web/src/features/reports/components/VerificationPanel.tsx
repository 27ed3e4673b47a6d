import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { t } from '../../../i18n/t';

/** The QR code of a URL as an SVG data URL (drawn here, in the browser; CSP allows `img-src data:`). */
export async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The report's verification code, a QR code of the public lookup URL, and a link to the public
 * verification page, with the content hash.
 */
export function VerificationPanel({
  code,
  lookupUrl,
  contentHash,
}: {
  code: string;
  lookupUrl: string;
  contentHash: string | null;
}) {
  const qr = useQuery({
    queryKey: ['qr', lookupUrl],
    queryFn: () => qrDataUrl(lookupUrl),
    staleTime: Infinity,
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('reports.verify.title')}
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          {qr.data && (
            <Image
              src={qr.data}
              alt={t('reports.verify.qr', { code })}
              w={176}
              h={176}
              className="ctp-report-qr"
              data-testid="report-qr"
            />
          )}
          <Stack gap={6} className="ctp-report-verify-text">
            <Text size="sm" c="dimmed">
              {t('reports.verify.code')}
            </Text>
            <Text fw={700} size="xl" className="ctp-code">
              {code}
            </Text>
            <Anchor href={`/verify/${encodeURIComponent(code)}`}>{t('reports.verify.link')}</Anchor>
            <Text size="sm">{t('reports.verify.hint')}</Text>
            {contentHash && (
              <>
                <Text size="sm" c="dimmed">
                  {t('reports.verify.hash')}
                </Text>
                <Text className="ctp-mono">{contentHash}</Text>
              </>
            )}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
