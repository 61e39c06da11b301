/**
 * The unread badge's text ("99+" above 99). Its own file without imports: the header of
 * every page draws the badge, and nothing else of chat may weigh on a first visit.
 */

/** The badge shows "99+" above this. */
export const UNREAD_BADGE_MAX = 99;

/** The badge text of a total: nothing for 0, "99+" above 99. */
export function unreadBadge(total: number): string {
  if (total <= 0) return '';
  return total > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(total);
}
