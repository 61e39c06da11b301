import Head from 'next/head';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '../components/common/Link';

const services = [
  { href: '/book-chef-cook-for-party', title: 'Chef for Party', text: 'A professional chef cooks your menu at home.' },
  { href: '/balloon-decoration', title: 'Balloon Decoration', text: 'Birthday, anniversary and baby-shower decorations.' },
  { href: '/photography-page', title: 'Photography', text: 'Party and event photographers.' },
  { href: '/party-food-delivery-live-catering-buffet', title: 'Food Delivery & Live Catering', text: 'Party food delivered, or a live buffet.' },
];

/** Home page (statically rendered). The full home of issue 3 builds on this. */
export default function HomePage() {
  return (
    <>
      <Head>
        <title>Book a Chef, Balloon Decoration & Party Services at Home | Party Services India</title>
        <meta
          name="description"
          content="Book a chef or cook for your party, balloon decoration, photography, party food delivery and live buffet catering across India."
        />
      </Head>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h1" gutterBottom>
          Party services at your home
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Book a chef or cook for your party, balloon decoration, photography, party food delivery and live buffet
          catering, in cities across India.
        </Typography>
        <Box component="ul" sx={{ pl: 2 }}>
          {services.map((service) => (
            <li key={service.href}>
              <Link href={service.href} sx={{ fontWeight: 600 }}>
                {service.title}
              </Link>
              : {service.text}
            </li>
          ))}
        </Box>
      </Container>
    </>
  );
}
