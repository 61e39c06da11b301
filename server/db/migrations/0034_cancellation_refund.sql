-- What a cancellation refunds under the refund table is a different amount from `amount_refunded` (every refund of
-- the order, for any reason): named for what it is. Data unchanged.
ALTER TABLE "orders" RENAME COLUMN "refund_amount" TO "cancellation_refund";
