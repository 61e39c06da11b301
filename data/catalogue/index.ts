export * from './types';
export { cuisines } from './cuisines';
export { mealGroups } from './mealGroups';
export { appliances } from './appliances';
export { dishes } from './dishes';
export { partyFoodDishes } from './partyFood';
export { foodPackages } from './foodPackages';
