import NextLink from 'next/link';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';

/** Props of `Link`: MUI's link props with a required Next.js `href` (string). */
export type LinkProps = Omit<MuiLinkProps, 'href'> & { href: string; prefetch?: boolean };

/**
 * The one NextLink <-> MUI Link adapter: client-side navigation with MUI styling.
 * Renders a real `<a href>` in the server HTML, so crawlers follow it.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, prefetch, ...props }, ref) {
  return <MuiLink component={NextLink} href={href} prefetch={prefetch} ref={ref} {...props} />;
});

export default Link;
