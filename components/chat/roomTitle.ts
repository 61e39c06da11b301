import type { ChatRoomSummary } from '../../lib/contracts/chat';
import type { Locale } from '../../lib/i18n/locales';
import type { T } from '../i18n/I18nProvider';

/**
 * A room's title in the page's language: the server names the support room in English ("Party Services support"),
 * so another language gives it its own name (`rooms.support` of the `chat` messages); event and order rooms keep
 * their titles (the event's own title, the order's number).
 */
export function roomTitle(room: Pick<ChatRoomSummary, 'kind' | 'title'>, t: T, locale: Locale): string {
  return locale !== 'en' && room.kind === 'support' ? t('rooms.support') : room.title;
}
