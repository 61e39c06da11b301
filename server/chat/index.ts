/**
 * The chat domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * What it exports is what other domains use; everything else in this folder is the domain's own.
 */
export { markRead } from './inbox';
export { chatJobHandlers } from './jobs';
export { listMessages, sendMessage } from './messages';
export { senderNames } from './views';
export type { Principal } from './principals';
export { ensureOrderRoom, loadRoom, orderHasRoom, postEventRoomNotice, roomClosed } from './rooms';
export type { RoomContext } from './rooms';
export { purgeStaleStreamSlots } from './streamSlots';
export { openSupport } from './support';
export { purgeStreamTickets } from './tickets';
export { requireAccess } from './views';
