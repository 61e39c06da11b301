import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { telLink } from '../../lib/site';
import { useT } from '../i18n/I18nProvider';
import MuiProvider from './MuiProvider';

/** Spec 3 "Popup message": img, title, body, button, optional onButtonClick and executorPhone. */
export interface MessagePopupProps {
  open: boolean;
  /** Icon above the title (path under public/); decorative. */
  img?: string;
  title: string;
  body: string;
  /** Label of the main button. */
  button: string;
  /** Called by the main button; the popup closes afterwards. */
  onButtonClick?: () => void;
  /** Closes the popup (Escape, backdrop, main button). */
  onClose: () => void;
  /** Adds a "Call Vendor" button that dials this number (`tel:` link). */
  executorPhone?: string;
  /**
   * Label of a second, outlined button that only closes the popup (e.g. "Keep my order" beside "Yes, cancel"):
   * a popup that asks for a decision offers both answers.
   */
  dismissButton?: string;
  /** Shows a "Close" (×) button in the corner; Escape and the backdrop close the popup either way. */
  closeButton?: boolean;
  /** A link beside the main button (e.g. "View receipt" on the payment confirmation: the popup covers the page's own). */
  link?: { label: string; href: string };
}

/**
 * The one reusable popup. MUI's Dialog traps focus, closes on Escape and labels itself by its title.
 * Heavy (Modal + transitions): import it with next/dynamic where it is used.
 */
export default function MessagePopup({
  open,
  img,
  title,
  body,
  button,
  onButtonClick,
  onClose,
  executorPhone,
  dismissButton,
  closeButton,
  link,
}: MessagePopupProps) {
  const t = useT('common');
  const titleId = useId();
  const bodyId = useId();
  return (
    <MuiProvider>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
        {closeButton && (
          <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
            <span aria-hidden="true" style={{ fontSize: 24, lineHeight: 1 }}>
              ×
            </span>
          </IconButton>
        )}
        {img && (
          // eslint-disable-next-line @next/next/no-img-element -- small local SVG icon, sized
          <img src={img} alt="" width={72} height={72} style={{ display: 'block', margin: '24px auto 0' }} />
        )}
        <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Typography id={bodyId} sx={{ textAlign: 'center' }}>
            {body}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
          {executorPhone && (
            <Button variant="outlined" href={telLink(executorPhone)}>
              {t('popup.callVendor')}
            </Button>
          )}
          {link && (
            <Button variant="outlined" href={link.href}>
              {link.label}
            </Button>
          )}
          {dismissButton && (
            <Button variant="outlined" onClick={onClose}>
              {dismissButton}
            </Button>
          )}
          <Button
            variant="contained"
            onClick={() => {
              onButtonClick?.();
              onClose();
            }}
          >
            {button}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiProvider>
  );
}
