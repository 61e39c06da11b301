import type { ReactNode } from 'react';
import RouterLink from './RouterLink';
import ui from './ui.module.css';

/** Looks of a `ButtonLink`. */
export type ButtonLinkVariant = 'contained' | 'outlined' | 'text' | 'whatsapp' | 'whatsappOutlined';

/** Props of `ButtonLink`. */
export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonLinkVariant;
  size?: 'small' | 'medium' | 'large';
  /** Opens in a new tab (external links such as WhatsApp). */
  external?: boolean;
  startIcon?: ReactNode;
  'aria-label'?: string;
}

/**
 * A link that looks like a button, without MUI's ButtonBase (no JavaScript cost): internal hrefs
 * navigate client-side, `external` ones open a new tab.
 */
export default function ButtonLink({
  href,
  children,
  variant = 'contained',
  size = 'medium',
  external = false,
  startIcon,
  ...rest
}: ButtonLinkProps) {
  const className = [ui.button, ui[variant], size === 'medium' ? '' : ui[size]].filter(Boolean).join(' ');
  const content = (
    <>
      {startIcon}
      {children}
    </>
  );
  if (external || /^(https?:|tel:|mailto:)/.test(href)) {
    return (
      <a href={href} className={className} target={external ? '_blank' : undefined} rel={external ? 'noopener' : undefined} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <RouterLink href={href} className={className} {...rest}>
      {content}
    </RouterLink>
  );
}
