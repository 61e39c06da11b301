-- An ended order is never "balance due" (lib/payments orderPaymentStatus): cancelled (4) and expired (6) orders
-- stored as balance_due kept what was paid and refunded nothing; they read "Advance kept".
UPDATE "orders" SET "payment_status" = 'advance_kept' WHERE "status" IN (4, 6) AND "payment_status" = 'balance_due';
