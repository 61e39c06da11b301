import { Children, isValidElement, type ReactNode } from 'react';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import { TOKENS } from '../styles/tokens';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * Starts the page's JavaScript once the server HTML has painted: one animation frame, then the held
 * scripts (`script[data-after-first-paint]`, inert `text/plain` placeholders) in their order (async =
 * false keeps it), as Next would have run them deferred. A tab opened in the background (no frames)
 * starts them at once.
 */
const LOAD_AFTER_FIRST_PAINT = `(function(){function l(){document.querySelectorAll('script[data-after-first-paint]').forEach(function(o){var s=document.createElement('script');s.src=o.getAttribute('data-src');if(o.hasAttribute('data-nomodule'))s.noModule=true;s.async=false;document.head.appendChild(s)})}if(document.visibilityState==='hidden')l();else requestAnimationFrame(function(){setTimeout(l,0)})})();`;

/**
 * Next's <Head> with its deferred scripts held back as inert placeholders: the browser does not fetch
 * them while it parses and paints the server HTML, so the first paint (the page's text and hero, its
 * LCP) never waits for JavaScript, on a phone or in Lighthouse's model of one. The scripts start right
 * after. The price is hydration one download later; the server HTML works meanwhile (real links).
 * Preloading them instead was measured too: Lighthouse then counts them before the paint (LCP ~2.1 s).
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
    return this.hold(super.getScripts(files)) as ReturnType<Head['getScripts']>;
  }
}

/** The HTML document: Emotion's critical CSS is inlined in the server HTML, so nothing flashes unstyled. */
export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en-IN">
      <HeadAfterFirstPaint>
        <meta name="theme-color" content={TOKENS.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="emotion-insertion-point" content="" />
        <DocumentHeadTags {...props} />
      </HeadAfterFirstPaint>
      <body>
        <Main />
        <NextScript />
        <script dangerouslySetInnerHTML={{ __html: LOAD_AFTER_FIRST_PAINT }} />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
