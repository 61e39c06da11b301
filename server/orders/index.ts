/**
 * The orders domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * What it exports is what other domains use; everything else in this folder is the domain's own.
 */
export { cancelOrder } from './cancellation';
export { CANCELLATION_REMINDER_TEMPLATE, resendCancellationReminder, scheduleCancellationReminder } from './cancellationReminders';
export { chefDishItem } from './chef';
export { CUSTOMER_MESSAGE_TEMPLATE, deliverCustomerMessage, listCustomerMessages, listOrderMessages } from './customerMessages';
export { decorationProductItem } from './decoration';
export { orderJobHandlers } from './jobs';
export { ORDER_NOTICE_TEMPLATES, sendOrderEvent } from './notices';
export { REFUND_NOTICE_TEMPLATES, sendGoodwillRefund, sendRefundProcessed } from './refundNotices';
export { changeOrderStatus, findOrderById, findOrderForUser, findOrderWithCustomer } from './repository';
export { requireStatusChange, statusTimestamps } from './statusChange';
export { currentStatus, orderDetails } from './views';
