import { describe, expect, it } from 'vitest';
import { catalogueName, localizeMealGroups, localizeRequirements, quantityText } from '../../../../server/catalog/hindiNames';

describe('Hindi catalogue names', () => {
  it('names seeded dishes, groups, cuisines, appliances and ingredients in Hindi, English otherwise', () => {
    expect(catalogueName('dish', 'Paneer Tikka', 'hi')).toBe('पनीर टिक्का');
    expect(catalogueName('cuisine', 'North Indian', 'hi')).toBe('नॉर्थ इंडियन');
    expect(catalogueName('group', 'Appetizer', 'hi')).toBe('स्टार्टर');
    expect(catalogueName('dish', 'Paneer Tikka', 'en')).toBe('Paneer Tikka');
    // an item operations added later keeps its English name, never a key
    expect(catalogueName('dish', 'Grandma Special', 'hi')).toBe('Grandma Special');
  });

  it('localizes a getMealDish answer and the requirements without touching ids or prices', () => {
    const groups = [
      {
        mealObject: { _id: 'g1', name: 'Appetizer' },
        dish: [
          {
            _id: 'd1',
            name: 'Paneer Tikka',
            image: null,
            dish_rate: '250',
            is_dish: 1,
            special_appliance_id: [{ _id: 'a1', name: 'Tandoor', image: null }],
          },
        ],
      },
    ] as unknown as Parameters<typeof localizeMealGroups>[0];
    const [group] = localizeMealGroups(groups, 'hi');
    expect(group!.mealObject).toEqual({ _id: 'g1', name: 'स्टार्टर' });
    expect(group!.dish[0]).toMatchObject({ _id: 'd1', name: 'पनीर टिक्का', dish_rate: '250' });
    expect(group!.dish[0]!.special_appliance_id[0]!.name).not.toBe('');
    const requirements = localizeRequirements(
      {
        gasBurners: 2,
        appliances: [],
        chefHours: 4,
        ingredients: [{ name: 'Onion', unit: 'gram', quantity: 1500, display: '1.5 kg' }],
      } as never,
      'hi',
    );
    expect(requirements.ingredients[0]!.display).toBe('1.5 किलो');
    expect(quantityText('3 pieces', 'hi')).toBe('3 पीस');
    expect(quantityText('3 pieces', 'en')).toBe('3 pieces');
  });
});
