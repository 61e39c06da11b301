import { useRouter } from 'next/router';
import { useState } from 'react';
import { opsRequest } from '../opsApi';

/** What a console screen shows after an action: the server's message, success or not. */
export interface OpsNotice {
  ok: boolean;
  text: string;
}

/**
 * One console action at a time (issue 22): `run(path, method, body)` calls the API, keeps its message as the
 * notice and, when it succeeded, reloads the page's server props (the server decides every state).
 * @returns whether the action succeeded.
 */
export function useOpsAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<OpsNotice | null>(null);
  const run = async (path: string, method: string, body?: unknown): Promise<boolean> => {
    setBusy(true);
    const answer = await opsRequest(path, { method, body });
    setNotice({ ok: answer.ok, text: answer.message });
    if (answer.ok) await router.replace(router.asPath, undefined, { scroll: false });
    setBusy(false);
    return answer.ok;
  };
  return { busy, notice, run };
}
