import Box from '@mui/material/Box';
import ButtonLink from '../components/common/ButtonLink';
import { useT } from '../components/i18n/I18nProvider';
import ErrorPage from '../components/info/ErrorPage';
import { HOME_SERVICES } from '../data/home';
import { staticMessages } from '../server/i18n/pageMessages';

/** The 404 page, in the page's language: says what happened and offers the ways on (services, home, help). Answered with status 404. */
export default function NotFoundPage() {
  const common = useT('common');
  return (
    <ErrorPage name="notFound" path="/404">
      <Box component="ul" sx={{ listStyle: 'none', p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        {HOME_SERVICES.map((service) => (
          <li key={service.href}>
            <ButtonLink href={service.href} variant="outlined">
              {common(service.titleKey)}
            </ButtonLink>
          </li>
        ))}
      </Box>
    </ErrorPage>
  );
}

export const getStaticProps = staticMessages(['info']);
