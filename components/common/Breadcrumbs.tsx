import { useT } from '../i18n/I18nProvider';
import RouterLink from './RouterLink';

/** A visible breadcrumb trail (the page's BreadcrumbList JSON-LD lists the same items); the last is the current page. */
export default function Breadcrumbs({ items, className }: { items: readonly { name: string; path: string }[]; className?: string }) {
  const t = useT('common');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className={className}>
        {items.map((item, index) => (
          <li key={item.path}>
            {index < items.length - 1 ? (
              <RouterLink href={item.path}>{item.name}</RouterLink>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
