import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Page props are built in one home, `server/<domain>/pageProps.ts`. Every page's getStaticProps or
 * getServerSideProps loads exactly one such module (dynamically, so the server stays out of the page's bundle) and
 * builds nothing itself from data/, components/ or other server modules. The non-HTML routes (robots.txt, the
 * sitemaps: `.ts` files that write the response themselves) are not pages of this kind. The one server module a
 * page imports statically are the wrappers, which build no page data: the one every getServerSideProps wears (a
 * database outage answers 503 with a friendly page), and the one that adds the page's language and messages
 * (server/i18n/pageMessages.ts) to every page's props.
 */

/** The wrapper of server/http/ssr.ts: it wraps a page's getServerSideProps and builds nothing. */
const OUTAGE_WRAPPER = 'withDatabaseOutagePage';
/** The wrappers of server/i18n/pageMessages.ts: the page's messages, with its data function or alone. */
const MESSAGES_WRAPPERS = ['localized', 'staticMessages', 'serverMessages'];

const PAGES = path.join(process.cwd(), 'pages');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/**
 * The source of the page's own getStaticProps / getServerSideProps (`pageGetStaticProps`, which the exported one wraps
 * in its messages), to the end of its statement, or null.
 */
function dataFunction(source: string): string | null {
  const start = source.search(/(const|async function|function) pageGet(StaticProps|ServerSideProps)\b/);
  if (start < 0) return null;
  const rest = source.slice(start);
  const end = rest.search(/\n(\}|\}\)|\);?|\}\);?|\};)\n/);
  return end < 0 ? rest : rest.slice(0, end + 4);
}

/** Names a file imports statically (values, not types) from data/, components/ or server/. */
function builderImports(source: string): string[] {
  const names: string[] = [];
  // one import statement at a time (its clause may span lines, but never runs on into the next import's)
  for (const match of source.matchAll(
    /^import (?!type )((?:(?! from ')[\s\S])+?) from '((?:\.\.\/)+(?:data|components|server)\/[^']+)';$/gm,
  )) {
    const clause = match[1]!.replace(/\s+/g, ' ');
    const inBraces = /\{(.*)\}/.exec(clause)?.[1] ?? '';
    for (const part of inBraces.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(' as ').pop()!.trim());
    }
    const defaultName = /^(\w+)/.exec(clause)?.[1];
    if (defaultName) names.push(defaultName);
  }
  return names;
}

const allPages = pageFiles(PAGES).map((file) => ({ file: path.relative(process.cwd(), file), source: readFileSync(file, 'utf8') }));
const pages = allPages
  .map((page) => ({ ...page, body: dataFunction(page.source) }))
  .filter((page): page is { file: string; source: string; body: string } => page.body !== null);

describe('page props have one home (server/<domain>/pageProps.ts)', () => {
  it('finds the pages that build props', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages.map((page) => [page.file, page] as const))(
    '%s loads one server/<domain>/pageProps module and builds nothing itself',
    (_, page) => {
      const loaded = [...page.body.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]!);
      expect(loaded).toHaveLength(1);
      // a domain's pageProps.ts, or (console pages, to keep server/ops/pageProps.ts from growing) one
      // page's own <page>PageProps.ts in its domain folder
      expect(loaded[0]).toMatch(/^(\.\.\/)+server\/[a-z]+\/(pageProps|[a-z][A-Za-z]*PageProps)$/);
      const code = page.body.replace(/'[^']*'/g, "''");
      const used = builderImports(page.source)
        .filter((name) => name !== OUTAGE_WRAPPER && !MESSAGES_WRAPPERS.includes(name))
        .filter((name) => new RegExp(`\\b${name}\\b`).test(code));
      expect(used).toEqual([]);
      if (/GetServerSideProps\b/.test(page.body)) expect(page.body).toContain(`GetServerSideProps = ${OUTAGE_WRAPPER}<`);
    },
  );

  // the customer site exists in English and Hindi: every page outside the console answers its messages (`_error`
  // cannot have a data function in Next: its messages are built in, lib/i18n/errorPageMessages, tested on their own)
  it.each(
    allPages.filter((page) => !/^pages\/(ops\/|_app|_document|_error)/.test(page.file)).map((page) => [page.file, page.source] as const),
  )('%s exports its data function wrapped in its messages', (_, source) => {
    const exported =
      /export const (getStaticProps|getServerSideProps) = (localized\(\[[^\]]*\], pageGet(StaticProps|ServerSideProps)\)|(staticMessages|serverMessages)\((\[[^\]]*\])?\));/.exec(
        source,
      );
    // or the page is another page under a second address, with that page's data function
    const reexported = /export \{ default, (getStaticProps|getServerSideProps) \} from '\.\/[\w-]+';/.test(source);
    expect(
      exported !== null || reexported,
      'export const getStaticProps = localized([...], pageGetStaticProps) (or staticMessages/serverMessages)',
    ).toBe(true);
  });
});
