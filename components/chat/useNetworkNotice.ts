import { useState } from 'react';
import { NETWORK_MESSAGE } from '../../services/errors';
import { useT } from '../i18n/I18nProvider';

/**
 * A screen's notice that forgets "Network error…" once the connection is back (the composer's and the room's):
 * `recovered` is the room's count of returns of the connection (useRoomMessages); a notice given
 * before the latest return that says the network failed no longer holds. Any other notice stays until replaced.
 * @returns the notice to show (or null) and its setter (null clears it).
 */
export function useNetworkNotice(recovered: number): [string | null, (text: string | null) => void] {
  const t = useT('chat');
  const network = t('network');
  const [said, setSaid] = useState<{ text: string; recovered: number } | null>(null);
  const notice = said && !((said.text === NETWORK_MESSAGE || said.text === network) && recovered > said.recovered) ? said.text : null;
  return [notice, (text) => setSaid(text === null ? null : { text, recovered })];
}
