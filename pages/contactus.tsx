import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '../components/common/Link';
import Seo from '../components/common/Seo';
import WhatsAppCta from '../components/common/WhatsAppCta';
import ContactForm from '../components/info/ContactForm';
import { ROUTES } from '../lib/routes';
import { CONTACT_EMAIL, CONTACT_PHONE, telLink } from '../lib/site';
import { staticMessages } from '../server/i18n/pageMessages';
import { useT } from '../components/i18n/I18nProvider';

/** /contactus: phone, e-mail, WhatsApp and the contact form (static page in English and Hindi; the form posts to the API). */
export default function ContactPage() {
  const t = useT('info');
  const common = useT('common');
  return (
    <>
      <Seo title={t('contact.seo.title')} description={t('contact.seo.description')} path={ROUTES.contactUs} />
      <Container maxWidth="lg" sx={{ py: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' } }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {common('nav.contactUs')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('contact.hours')}</Typography>
          {CONTACT_PHONE && (
            <Typography sx={{ mb: 1 }}>
              {common('footer.phone')} <Link href={telLink(CONTACT_PHONE)}>{CONTACT_PHONE}</Link>
            </Typography>
          )}
          {CONTACT_EMAIL && (
            <Typography sx={{ mb: 2 }}>
              {common('footer.email')}{' '}
              <Link href={`mailto:${CONTACT_EMAIL}`} translate="no">
                {CONTACT_EMAIL}
              </Link>
            </Typography>
          )}
          <WhatsAppCta service="party services" label={t('contact.whatsapp')} />
        </Box>
        <Box component="section" aria-labelledby="contact-form-heading">
          <Typography id="contact-form-heading" variant="h2" sx={{ mb: 2 }}>
            {t('contact.formHeading')}
          </Typography>
          <ContactForm />
        </Box>
      </Container>
    </>
  );
}

ContactPage.usesStore = true;

export const getStaticProps = staticMessages(['info']);
