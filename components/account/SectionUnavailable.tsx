import { useState } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ButtonLink from '../common/ButtonLink';
import AccessRestrictedPopup from '../common/AccessRestrictedPopup';
import Seo from '../common/Seo';
import { useT } from '../i18n/I18nProvider';

/**
 * An invite-app section that is not open yet: an honest empty state and the spec's
 * Access Restricted popup, shown on arrival (spec 2 Other shell elements). `title` and `text` come in the page's
 * language; the button's text is the `account` domain's.
 */
export default function SectionUnavailable({ title, path, text }: { title: string; path: string; text: string }) {
  const t = useT('account');
  const [popupOpen, setPopupOpen] = useState(true);
  return (
    <>
      <Seo title={title} description={text} path={path} noindex />
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ mb: 3 }}>{text}</Typography>
        <ButtonLink href="/">{t('unavailable.explore')}</ButtonLink>
      </Container>
      <AccessRestrictedPopup open={popupOpen} onClose={() => setPopupOpen(false)} />
    </>
  );
}
