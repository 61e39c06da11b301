/** Path of the customer's order page (not in lib/routes: it is reached only from the order list and links we send). */
export const ORDER_DETAILS_PATH = '/order-details';

/** Link to one order's page: `/order-details?id=<_id>`. */
export function orderDetailsHref(id: string): string {
  return `${ORDER_DETAILS_PATH}?id=${encodeURIComponent(id)}`;
}
