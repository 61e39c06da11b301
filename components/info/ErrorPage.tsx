import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import ButtonLink from '../common/ButtonLink';
import Seo from '../common/Seo';
import WhatsAppCta from '../common/WhatsAppCta';
import { useT } from '../i18n/I18nProvider';

/**
 * An error page (404, 500) in the page's language: its `info` messages `<name>.title`, `.description`, `.heading`
 * and `.text`, what the page adds (`children`), then the ways on: the home page and WhatsApp. Not indexed.
 */
export default function ErrorPage({ name, path, children }: { name: 'notFound' | 'serverError'; path: string; children?: ReactNode }) {
  const t = useT('info');
  return (
    <>
      <Seo title={t(`${name}.title`)} description={t(`${name}.description`)} path={path} noindex />
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t(`${name}.heading`)}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t(`${name}.text`)}</Typography>
        {children}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <ButtonLink href="/">{t('notFound.home')}</ButtonLink>
          <WhatsAppCta service="party services" label={t('notFound.whatsapp')} />
        </Box>
      </Container>
    </>
  );
}
