/**
 * The gallery domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * What it exports is what other domains use; everything else in this folder is the domain's own.
 */
export { galleryJobHandlers } from './jobs';
export { notifyPhotosReady } from './notify';
