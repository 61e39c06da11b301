import type { ChefRequirementsBody, MealDishListBody } from '../lib/contracts/catalog';
import { api, dataOf, type ApiData } from './api';

/** Catalogue endpoints: the dishes of the chosen cuisines (spec 7) and what the chef needs (issue 5). */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    mealDishList: build.query<ApiData<'mealDishList'>, MealDishListBody>({
      query: (body) => ({ endpoint: 'mealDishList', body }),
      transformResponse: dataOf('mealDishList'),
    }),
    chefRequirements: build.query<ApiData<'chefRequirements'>, ChefRequirementsBody>({
      query: (body) => ({ endpoint: 'chefRequirements', body }),
      transformResponse: dataOf('chefRequirements'),
    }),
  }),
});

export const { useMealDishListQuery, useChefRequirementsQuery } = catalogApi;
