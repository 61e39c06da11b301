/**
 * The decoration domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * What it exports is what other domains use; everything else in this folder is the domain's own.
 */
export { toProductDetailsPublic, toProductPublic } from './publicProducts';
export { findProductBySlug, listProductsByCategory, lowestActiveProductPrice, upsertDecorationCatalogue } from './repository';
