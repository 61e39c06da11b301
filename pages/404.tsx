import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ButtonLink from '../components/common/ButtonLink';
import Seo from '../components/common/Seo';
import WhatsAppCta from '../components/common/WhatsAppCta';
import { HOME_SERVICES } from '../data/home';
import { staticMessages } from '../server/i18n/pageMessages';

/** The 404 page: says what happened and offers the ways on (services, home, help). Answered with status 404. */
export default function NotFoundPage() {
  return (
    <>
      <Seo
        title="Page not found"
        description="The page you were looking for is not here. Find chefs, decoration and other party services from here."
        path="/404"
        noindex
      />
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Sorry, we could not find that page
        </Typography>
        <Typography sx={{ mb: 3 }}>The link may be old or mistyped. Here is where you can go from here:</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
          {HOME_SERVICES.map((service) => (
            <li key={service.href}>
              <ButtonLink href={service.href} variant="outlined">
                {service.title}
              </ButtonLink>
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <ButtonLink href="/">Go to the home page</ButtonLink>
          <WhatsAppCta service="party services" label="Ask us on WhatsApp" />
        </Box>
      </Container>
    </>
  );
}

export const getStaticProps = staticMessages();
