// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PackageList from '../../../../components/food/PackageList';
import type { DishPublic } from '../../../../lib/contracts/catalog';
import type { FoodPackagePublic } from '../../../../lib/contracts/food';

const dish = (name: string, platePrice: number, qualifying: boolean): DishPublic => ({
  _id: name,
  name,
  image: null,
  dish_rate: String(platePrice),
  is_dish: 1,
  type: 'veg',
  special_appliance_id: [],
  platePrice,
  perPersonQty: 100,
  unit: 'gram',
  qualifying,
});

/** A package as the server sends it: its price per plate, its dishes' own prices added up, the portion of its qualifying dishes. */
const pkg = (change: Partial<FoodPackagePublic>): FoodPackagePublic => ({
  _id: 'p1',
  slug: 'classic-north-indian-veg-feast',
  name: 'Classic North Indian Veg Feast',
  description: '',
  foodType: 'veg',
  packageType: 'bulkFood',
  price: 458,
  dishesTotal: 590,
  portionPercent: 75,
  packageItems: [dish('Paneer Tikka', 110, true), dish('Gulab Jamun', 40, false)],
  ...change,
});

describe('a food package card (its price beside the prices of its dishes)', () => {
  it("shows the server's price per plate and says why it is below its dishes' prices added up", () => {
    render(<PackageList packages={[pkg({})]} chosenId={null} onChoose={() => undefined} />);
    const card = screen.getByTestId('food-package');
    expect(card.querySelector('[data-testid="package-price"]')?.textContent).toBe('₹458 per plate');
    expect(screen.getByTestId('package-price-note').textContent).toBe(
      'Its dishes cost ₹590 a plate one by one: on this menu starters, mains, rice and breads come as 75% portions.',
    );
  });

  it('says nothing more when the price is the sum of its dishes', () => {
    render(
      <PackageList packages={[pkg({ price: 420, dishesTotal: 420, portionPercent: 100 })]} chosenId={null} onChoose={() => undefined} />,
    );
    expect(screen.queryByTestId('package-price-note')).toBeNull();
  });
});
