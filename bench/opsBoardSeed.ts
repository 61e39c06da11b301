import { Client } from 'pg';
import { ORDER_PAYMENT_STATUSES } from '../lib/payments';

/**
 * Fills a migrated PostgreSQL database with `orders` orders (default 100,000) of `customers` customers, spread
 * over the past year (created) and the next 90 days (slot days), every service, status and payment state, in
 * Gurugram, Noida and Delhi: the orders board bench's data (one `insert ... select generate_series`, seconds).
 * Customers' phones are 70000xxxxx (no real number); order numbers `PS-B` and 5 base-36 digits.
 */
export async function seedBoardOrders(url: string, { orders = 100_000, customers = 2_000 } = {}): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (phone, name)
       select '70000' || lpad(i::text, 5, '0'), 'Bench Customer ' || i from generate_series(1, $1::int) i
       on conflict (phone) do nothing`,
      [customers],
    );
    const payments = ORDER_PAYMENT_STATUSES.map((s) => `'${s}'`).join(',');
    await client.query(
      `with u as (select id, row_number() over (order by phone) - 1 as n from users where phone like '70000%')
       insert into orders (order_number, user_id, order_type, status, event_date, slot, address, bill, total, advance, balance,
                           cancellation_policy, payment_status, amount_paid, created_at, updated_at)
       select 'PS-B' || lpad(upper(to_hex(i)), 5, '0'),
              u.id,
              (array[1,2,3,4,5,6,7,8,9])[1 + i % 9],
              (array[5,0,1,2,3,4,6])[1 + (i / 9) % 7],
              (current_date + ((i % 455) - 365))::date,
              '19:00-20:00',
              jsonb_build_object('name', 'Bench', 'city', (array['Gurugram','Noida','Delhi'])[1 + i % 3],
                                 'citySlug', (array['gurugram','noida','delhi'])[1 + i % 3]),
              '{}'::jsonb,
              700 + (i % 50) * 100, 140, 560,
              'bench',
              (array[${payments}])[1 + (i / 5) % ${ORDER_PAYMENT_STATUSES.length}],
              140,
              now() - make_interval(secs => (i::double precision * 315.36)),
              now()
       from generate_series(1, $1::int) i join u on u.n = i % $2::int`,
      [orders, customers],
    );
    await client.query('analyze users; analyze orders');
  } finally {
    await client.end();
  }
}
