import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import RouterLink from './RouterLink';

/** Props of `Link`: MUI's link props with a required `href` (string). */
export type LinkProps = Omit<MuiLinkProps, 'href'> & { href: string; prefetch?: boolean };

/**
 * The one NextLink <-> MUI Link adapter: client-side navigation with MUI styling, prefetching on
 * hover only (see RouterLink). Renders a real `<a href>` in the server HTML, so crawlers follow it.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, prefetch, ...props }, ref) {
  return <MuiLink component={RouterLink} href={href} prefetch={prefetch} ref={ref} {...props} />;
});

export default Link;
