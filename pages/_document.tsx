import { Children, isValidElement, type ReactNode } from 'react';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { HTML_LANG, localeOr } from '../lib/i18n/locales';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import TestSiteRibbon from '../components/layout/TestSiteRibbon';
import { TOKENS } from '../styles/tokens';
import { BOOTSTRAP_DATA_ID, LOAD_AFTER_FIRST_PAINT } from '../lib/security/inlineScripts';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** JSON for a `<script type="application/json">`: `<`, `>`, `&` and line separators escaped, so it cannot close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Next's <Head> with its deferred scripts held back as inert placeholders: the browser does not fetch
 * them while it parses and paints the server HTML, so the first paint (the page's text and hero, its
 * LCP) never waits for JavaScript, on a phone or in Lighthouse's model of one. The scripts start right
 * after. The price is hydration one download later; the server HTML works meanwhile (real links).
 * Preloading them instead was measured too: Lighthouse then counts them before the paint (LCP ~2.1 s).
 *
 * Content-Security-Policy: the page has one executable inline script, the loader
 * (LOAD_AFTER_FIRST_PAINT, allowed by its sha256 in next.config.js). Turbopack's inline chunk
 * bootstrap (`globalThis.TURBOPACK.push(...)`, different in every build) becomes JSON data the
 * loader pushes instead, so no build-dependent hash is needed.
 */
class HeadAfterFirstPaint extends Head {
  /** Each `<script src defer>` Next renders becomes an inert placeholder the loader turns back into the script. */
  private hold(scripts: ReactNode): ReactNode[] {
    return Children.toArray(scripts).map((script, index) => {
      if (!isValidElement<{ src?: string; noModule?: boolean }>(script) || !script.props.src) return script;
      return (
        <script
          key={`${script.props.src}-${index}`}
          type="text/plain"
          data-after-first-paint=""
          data-src={script.props.src}
          data-nomodule={script.props.noModule ? '' : undefined}
        />
      );
    });
  }
  override getPolyfillScripts() {
    return this.hold(super.getPolyfillScripts()) as ReturnType<Head['getPolyfillScripts']>;
  }
  override getPreNextScripts() {
    return <>{this.hold(super.getPreNextScripts())}</>;
  }
  override getDynamicChunks(files: DocumentFiles) {
    return this.hold(super.getDynamicChunks(files)) as ReturnType<Head['getDynamicChunks']>;
  }
  override getScripts(files: DocumentFiles) {
    const bootstrap = this.turbopackBootstrap();
    // Next's own inline bootstrap (key "turbopack-bootstrap") is replaced by the data element; should
    // Next rename it, the script stays and the CSP refuses it, which the e2e suite reports.
    const scripts = Children.toArray(super.getScripts(files)).filter(
      (script) => !(bootstrap && isValidElement(script) && String(script.key).endsWith('turbopack-bootstrap')),
    );
    return [
      bootstrap && (
        <script
          key="bootstrap-data"
          id={BOOTSTRAP_DATA_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: scriptJson(bootstrap) }}
        />
      ),
      ...this.hold(scripts),
    ] as ReturnType<Head['getScripts']>;
  }
  /**
   * What Next's Turbopack bootstrap would push onto `globalThis[global]` for `/_app` and this page
   * (next/dist/server/get-page-files getTurbopackChunkGroupBootstrap), or null outside Turbopack
   * production builds.
   */
  private turbopackBootstrap(): { global: string; params: object[] } | null {
    const { buildManifest, __NEXT_DATA__ } = this.context;
    const byPage = buildManifest.pagesChunkGroupBootstrapParams;
    if (!byPage || !buildManifest.chunkLoadingGlobal) return null;
    const params = ['/_app', __NEXT_DATA__.page].map((page) => byPage[page]).filter((p): p is object => Boolean(p));
    return params.length > 0 ? { global: buildManifest.chunkLoadingGlobal, params } : null;
  }
}

/**
 * The HTML document: `lang` of the page's language (`en-IN`, `hi`; Hindi is drawn in the device's own Devanagari font,
 * styles/globals.css says why); Emotion's critical CSS is inlined in the server HTML, so nothing flashes unstyled.
 */
export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const locale = localeOr(props.locale);
  return (
    <Html lang={HTML_LANG[locale]}>
      <HeadAfterFirstPaint>
        <meta name="theme-color" content={TOKENS.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="emotion-insertion-point" content="" />
        <DocumentHeadTags {...props} />
      </HeadAfterFirstPaint>
      <body>
        <TestSiteRibbon locale={localeOr(props.locale)} />
        <Main />
        <NextScript />
        <script dangerouslySetInnerHTML={{ __html: LOAD_AFTER_FIRST_PAINT }} />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
