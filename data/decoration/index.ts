export * from './types';
export { decorationAddons } from './addons';
export { decorationProducts } from './products';
export { DECORATION_CATEGORIES, findDecorationCategory } from './categories';
export type { DecorationCategory } from './categories';
