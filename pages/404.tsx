import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ButtonLink from '../components/common/ButtonLink';
import Seo from '../components/common/Seo';
import WhatsAppCta from '../components/common/WhatsAppCta';
import { HOME_SERVICES } from '../data/home';
import { staticMessages } from '../server/i18n/pageMessages';
import { useT } from '../components/i18n/I18nProvider';

/** The 404 page, in the page's language: says what happened and offers the ways on (services, home, help). Answered with status 404. */
export default function NotFoundPage() {
  const t = useT('info');
  const common = useT('common');
  return (
    <>
      <Seo title={t('notFound.title')} description={t('notFound.description')} path="/404" noindex />
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('notFound.heading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
          {HOME_SERVICES.map((service) => (
            <li key={service.href}>
              <ButtonLink href={service.href} variant="outlined">
                {common(service.titleKey)}
              </ButtonLink>
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <ButtonLink href="/">{t('notFound.home')}</ButtonLink>
          <WhatsAppCta service="party services" label={t('notFound.whatsapp')} />
        </Box>
      </Container>
    </>
  );
}

export const getStaticProps = staticMessages(['info']);
