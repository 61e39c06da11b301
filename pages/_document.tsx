import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import { TOKENS } from '../styles/tokens';

/** The HTML document: Emotion's critical CSS is inlined in the server HTML, so nothing flashes unstyled. */
export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en-IN">
      <Head>
        <meta name="theme-color" content={TOKENS.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="emotion-insertion-point" content="" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
