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

/** /contactus: phone, e-mail, WhatsApp and the contact form (static page; the form posts to the API). */
export default function ContactPage() {
  return (
    <>
      <Seo
        title="Contact Us: Call, WhatsApp or Write to Us"
        description="Questions about a booking, a chef, decoration or an order? Call us, chat on WhatsApp or send us a message and we will call you back."
        path={ROUTES.contactUs}
      />
      <Container maxWidth="lg" sx={{ py: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' } }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Contact Us
          </Typography>
          <Typography sx={{ mb: 3 }}>
            We are here from 9 AM to 9 PM, every day. For a booking already made, keep your order number handy.
          </Typography>
          {CONTACT_PHONE && (
            <Typography sx={{ mb: 1 }}>
              Phone: <Link href={telLink(CONTACT_PHONE)}>{CONTACT_PHONE}</Link>
            </Typography>
          )}
          {CONTACT_EMAIL && (
            <Typography sx={{ mb: 2 }}>
              E-mail: <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
            </Typography>
          )}
          <WhatsAppCta service="party services" label="Chat on WhatsApp" />
        </Box>
        <Box component="section" aria-labelledby="contact-form-heading">
          <Typography id="contact-form-heading" variant="h2" sx={{ mb: 2 }}>
            Send us a message
          </Typography>
          <ContactForm />
        </Box>
      </Container>
    </>
  );
}

ContactPage.usesStore = true;

export const getStaticProps = staticMessages();
