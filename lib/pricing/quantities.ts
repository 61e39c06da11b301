/**
 * Quantities as the ingredient list (chef) and the quantity table (food) show them.
 * Pure code, no I/O.
 */

/** The ingredient list shows grams over 1000 in kg. */
export const GRAMS_PER_KG = 1000;
/** The ingredient list shows millilitres over 1000 in L. */
export const ML_PER_LITRE = 1000;
/** Kg and L quantities show at most 2 decimals. */
export const QUANTITY_MAX_DECIMALS = 2;

export type IngredientUnit = 'gram' | 'ml' | 'piece';

/** quantity / divisor with at most QUANTITY_MAX_DECIMALS decimals and no trailing zeros (scaling first keeps 1005 / 1000 -> "1.01"). */
function trimDecimals(quantity: number, divisor = 1): string {
  const scale = 10 ** QUANTITY_MAX_DECIMALS;
  return String(Math.round((quantity * scale) / divisor) / scale);
}

/**
 * Quantity as shown on the ingredient list: grams over 1000 in kg ("1.5 kg"), millilitres over
 * 1000 in L ("2.25 L"), at most 2 decimals; otherwise "800 g", "250 ml", "1 piece", "3 pieces".
 * Throws RangeError when quantity is negative or not finite.
 */
export function formatQuantity(quantity: number, unit: IngredientUnit): string {
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative number, got ${quantity}`);
  }
  switch (unit) {
    case 'gram':
      return quantity > GRAMS_PER_KG ? `${trimDecimals(quantity, GRAMS_PER_KG)} kg` : `${trimDecimals(quantity)} g`;
    case 'ml':
      return quantity > ML_PER_LITRE ? `${trimDecimals(quantity, ML_PER_LITRE)} L` : `${trimDecimals(quantity)} ml`;
    case 'piece':
      return `${trimDecimals(quantity)} ${quantity === 1 ? 'piece' : 'pieces'}`;
  }
}
