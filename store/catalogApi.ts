import type { ChefRequirementsBody, MealDishListBody } from '../lib/contracts/catalog';
import type { FoodPackageListQuery } from '../lib/contracts/food';
import { api, dataOf, type ApiData } from './api';

/** Catalogue endpoints: the dishes of the chosen cuisines (spec 7), what the chef needs, the food packages. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    mealDishList: build.query<ApiData<'mealDishList'>, MealDishListBody>({
      query: (body) => ({ endpoint: 'mealDishList', body }),
      transformResponse: dataOf('mealDishList'),
    }),
    foodPackageList: build.query<ApiData<'foodPackageList'>, FoodPackageListQuery>({
      query: (query) => ({ endpoint: 'foodPackageList', query }),
      transformResponse: dataOf('foodPackageList'),
    }),
    chefRequirements: build.query<ApiData<'chefRequirements'>, ChefRequirementsBody>({
      query: (body) => ({ endpoint: 'chefRequirements', body }),
      transformResponse: dataOf('chefRequirements'),
    }),
  }),
});

export const { useMealDishListQuery, useChefRequirementsQuery, useFoodPackageListQuery } = catalogApi;
