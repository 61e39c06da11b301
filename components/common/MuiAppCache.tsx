import type { ComponentProps } from 'react';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';

/**
 * MUI's Emotion cache for the whole app tree of a page that uses MUI: on the server it is the cache
 * `_document` extracts the critical CSS from (`emotionCache`, passed through `_app`'s props), in the browser
 * one cache that inserts at the `emotion-insertion-point` meta. Loaded only by such pages: light
 * pages (`usesMui = false`) carry no Emotion at all; their lazily loaded MUI islands use Emotion's default cache.
 */
export default function MuiAppCache(props: ComponentProps<typeof AppCacheProvider>) {
  return <AppCacheProvider {...props} />;
}
