import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * What a "Copy link" / "Share…" control needs: the page's `origin` ('' in the server HTML and while hydrating),
 * whether the browser has a share sheet (`canShare`, false until hydrated), `copy(url)` (puts it on the clipboard
 * and sets `said` to "Link copied", or how to copy it by hand when the clipboard refuses) and `share(data)`
 * (opens the sheet; closing it says nothing).
 */
export function useCopyShare(): {
  origin: string;
  canShare: boolean;
  said: string | null;
  copy: (url: string) => Promise<void>;
  share: (data: ShareData) => Promise<void>;
} {
  const origin = useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
  const canShare = useSyncExternalStore(
    subscribe,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [said, setSaid] = useState<string | null>(null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied');
    } catch {
      setSaid('Could not copy: select the link and copy it.');
    }
  };
  const share = async (data: ShareData) => {
    try {
      await navigator.share(data);
    } catch {
      // the person closed the sheet: nothing to say
    }
  };
  return { origin, canShare, said, copy, share };
}
