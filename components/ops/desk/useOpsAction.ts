import { useRouter } from 'next/router';
import { useState } from 'react';
import { outcome, type Sent } from '../../../store/console/api';

/** What a console screen shows after an action: the server's message, success or not. */
export interface OpsNotice {
  ok: boolean;
  text: string;
}

/**
 * One console action at a time: `run(mutation(args))` waits for the call (a mutation of store/console/opsApi), keeps
 * its message as the notice and, when it succeeded, reloads the page's server props (the server decides every state).
 * @returns whether the action succeeded.
 */
export function useOpsAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<OpsNotice | null>(null);
  const run = async (sent: Sent): Promise<boolean> => {
    setBusy(true);
    const answer = await outcome(sent);
    setNotice({ ok: answer.ok, text: answer.message });
    if (answer.ok) await router.replace(router.asPath, undefined, { scroll: false });
    setBusy(false);
    return answer.ok;
  };
  return { busy, notice, run };
}
