/**
 * The events domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * What it exports is what other domains use; everything else in this folder is the domain's own.
 */
export { hostedEvent } from './access';
export { csvCell } from './guests';
export { fontFilePath, isDevanagari } from './fonts';
export { eventHeadcount } from './headcount';
export { inviteJobHandlers } from './jobs';
export { forgetShareView } from './shareViewCache';
