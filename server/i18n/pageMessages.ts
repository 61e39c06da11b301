import { withMessages } from './messages';

/**
 * Wraps a page's data function (`getStaticProps` / `getServerSideProps`) so its props carry the page's language and
 * messages (`withMessages`): the common ones plus `domains`. Answers without props (notFound, redirect) pass as they
 * are. Imported only by data functions, so Next leaves it out of the browser's code.
 * @example export const getStaticProps = localized(['place'], async ({ params }) => ({ props: … }));
 */
export function localized<C extends { locale?: string }, R extends object>(
  domains: readonly string[],
  dataFunction: (context: C) => Promise<R> | R,
) {
  return async (context: C): Promise<R> => {
    const result = await dataFunction(context);
    if (!('props' in result)) return result;
    const props: unknown = await (result as { props: unknown }).props;
    return { ...result, props: { ...(props as object), ...withMessages(context.locale, domains) } };
  };
}

/**
 * A `getStaticProps` for a page with no data of its own: its language's messages (the common ones plus `domains`).
 * @example export const getStaticProps = staticMessages(['home']);
 */
export function staticMessages(domains: readonly string[] = []) {
  return async ({ locale }: { locale?: string }) => ({ props: withMessages(locale, domains) });
}

/**
 * A `getServerSideProps` for a dynamic page with no data of its own (a static page with a parameter in its path would
 * need every path at build time): its language's messages.
 */
export function serverMessages(domains: readonly string[] = []) {
  return async ({ locale }: { locale?: string }) => ({ props: withMessages(locale, domains) });
}
