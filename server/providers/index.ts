/**
 * The providers domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * What it exports is what other domains use; everything else in this folder is the domain's own.
 */
export { DECLINE_AUDIT_ACTION, assignProvider } from './assignment';
export { OFFER_LAPSED_AUDIT_ACTION } from './offers';
export { queuedReasons } from './offersRepository';
export { providerJobHandlers } from './jobs';
export {
  JOB_ASSIGNED_TEMPLATE,
  PROVIDER_ASSIGNED_TEMPLATE,
  customerAssignmentPlaceholders,
  providerAssignmentPlaceholders,
} from './notify';
export { activeProviderRows, activeProvidersOffering, findProvider, listProviders, providerRowsByIds } from './repository';
export { startCodeLockState } from './startCodeLock';
export { toProviderPublic } from './views';
