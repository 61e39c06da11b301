export * from './types';
export { photographyAddons, ALL_PHOTOGRAPHY_ADDONS } from './addons';
export { photographyPackages } from './packages';
export {
  INTIMATE_MAX_GUESTS,
  PHOTOGRAPHY_GROUPS,
  PHOTOGRAPHY_OCCASIONS,
  findPhotographyOccasion,
  occasionOfOriginalCatValue,
  photographyGroup,
} from './occasions';
export { PHOTOGRAPHY_FAQ, PRODUCT_FAQ_QUESTIONS } from './faq';
