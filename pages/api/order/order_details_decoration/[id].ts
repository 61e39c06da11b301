import orderDetailsRoute from '../order_details/[id]';

/**
 * GET /api/order/order_details_decoration/{id} (the spec's decoration variant): the same order details,
 * whose `items` carry the decoration-specific lines (the product and its add-ons with quantities).
 */
export default orderDetailsRoute;
