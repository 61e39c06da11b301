import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ButtonLink from '../components/common/ButtonLink';
import Seo from '../components/common/Seo';
import WhatsAppCta from '../components/common/WhatsAppCta';
import { useT } from '../components/i18n/I18nProvider';
import { staticMessages } from '../server/i18n/pageMessages';

/**
 * The server error page, in the page's language (built at build time, so it shows even when the server cannot
 * render): says it is our fault and offers to try again, the home page and WhatsApp. Answered with status 500.
 */
export default function ServerErrorPage() {
  const t = useT('info');
  return (
    <>
      <Seo title={t('serverError.title')} description={t('serverError.description')} path="/500" noindex />
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('serverError.heading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('serverError.text')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <ButtonLink href="/">{t('notFound.home')}</ButtonLink>
          <WhatsAppCta service="party services" label={t('notFound.whatsapp')} />
        </Box>
      </Container>
    </>
  );
}

export const getStaticProps = staticMessages(['info']);
