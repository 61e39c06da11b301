import LoadError from './LoadError';
import LoadingText from './LoadingText';
import { useFailureText } from './useFailureText';

/** The parts of an RTK Query hook's result a fallback needs. */
export interface QueryLike {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Props of `QueryFallback`. */
export interface QueryFallbackProps {
  query: QueryLike;
  /** Shown while the answer is on its way, e.g. "Loading your orders…" (in the page's language). */
  loading: string;
  /** Shown when the server failed (5xx) or answered unexpectedly; a 4xx shows the server's message, no answer the connection message. */
  failure: string;
}

/**
 * What a data screen shows before it has its data: the loading text, or the failure with a "Try again"
 * button that sends the request again. Render it while the hook has no `data`.
 */
export default function QueryFallback({ query, loading, failure }: QueryFallbackProps) {
  const describe = useFailureText();
  if (!query.isError) return <LoadingText text={loading} />;
  return <LoadError message={describe(query.error, failure)} onRetry={() => void query.refetch()} />;
}
