import { ownedIndexes, ownedTable } from "./owned";

/** Orders with their items and payment attempts, and what the checkout keeps before one: drafts and coupons. */
export const ORDER_TABLES = `
-- An order as saved by the checkout (POST /api/order/save). Customer, delivery and payment are snapshots taken
-- when the order was placed; deleting the user's data sets user_id to NULL and blanks the personal fields.
CREATE TABLE orders (
  id                 INTEGER PRIMARY KEY,
  number             TEXT NOT NULL UNIQUE,    -- LS-{100200 + id}
  user_id            INTEGER REFERENCES users(id),
  created_at         INTEGER NOT NULL,
  status             TEXT NOT NULL,           -- new | processing | delivering | ready | done | cancelled
  customer_name      TEXT NOT NULL,
  customer_last_name TEXT NOT NULL,
  customer_email     TEXT NOT NULL,
  customer_phone     TEXT NOT NULL,
  city_id            INTEGER REFERENCES cities(id),
  shipment_id        INTEGER NOT NULL,        -- 41, 42 courier; 43 pickup point; 44, 46 shop (order-vocabulary.ts)
  shipment_name      TEXT NOT NULL,
  delivery_address   TEXT NOT NULL,           -- one line: street address, pickup point or shop
  delivery_interval  TEXT NOT NULL,           -- '12.09.2025, 10:00–14:00' or 'с 12.09.2025'
  delivery_price     INTEGER NOT NULL,
  store_id           INTEGER REFERENCES stores(id),
  pickup_point_id    INTEGER REFERENCES pickup_points(id),
  interval_id        INTEGER REFERENCES delivery_intervals(id),
  payment_id         INTEGER NOT NULL,        -- 1 card online, 8 СБП, 10 gift certificate, 17 SberPay
  payment_name       TEXT NOT NULL,
  is_payed           INTEGER NOT NULL,
  coupon             TEXT,
  coupon_amount      INTEGER NOT NULL DEFAULT 0,  -- roubles off by the coupon
  bonus_amount       INTEGER NOT NULL DEFAULT 0,  -- paid with Love Card bonuses (1 bonus = 1 ₽)
  certificate_amount INTEGER NOT NULL DEFAULT 0,  -- paid with gift certificates (certificate_transactions)
  basket_amount      INTEGER NOT NULL,            -- Σ order_items.sum
  total              INTEGER NOT NULL,            -- basket + delivery − coupon − bonus − certificate
  return_url         TEXT,                        -- storefront base the payment page returns to (checkout orders)
  input_hash         TEXT,                        -- sha256 of the save request: a repeat within 10 s returns this order
  metrics            TEXT,                        -- JSON { deviceId, partnerUserId } sent with the save
  pay_by             INTEGER,                     -- unix seconds (the upstream's clock): an open unpaid order holds
                                                  -- its stock until then (online: to pay; on receipt: to be confirmed),
                                                  -- cancelled after; NULL when it holds nothing (paid, closed, seed)
  hold_until         INTEGER,                     -- unix seconds: the latest pay_by any payment switch may set (placed
                                                  -- + the confirmation time); NULL for orders placed paid
  stock_held         INTEGER NOT NULL DEFAULT 0,  -- 1 while its lines are out of stock for it (checkout orders)
  cancel_reason      TEXT                         -- why cancelled: 'expired' (not paid online in time; 'declined'
                                                  -- in older databases, from when a declined payment cancelled the
                                                  -- order), 'unconfirmed' (paid on receipt, not confirmed),
                                                  -- 'account_deleted' (open and unpaid when its customer deleted the account)
);
${
  // The checkout draft of a user or a guest session: the city of the last init and the last calculated input (JSON).
  ownedTable(
    "order_drafts",
    `
  city_code  TEXT,
  input      TEXT,                              -- CheckoutInput JSON, NULL = empty draft
  lines      TEXT,                              -- JSON [[offerId, quantity]] of the active lines the last calculate saw
  updated_at INTEGER NOT NULL,`,
  )
}
-- Checkout coupons. A single-use coupon is spent by the first order that uses it (used_at, order_id).
CREATE TABLE coupons (
  code       TEXT PRIMARY KEY,                  -- uppercase
  percent    INTEGER NOT NULL DEFAULT 0,        -- off the goods, or
  amount     INTEGER NOT NULL DEFAULT 0,        -- roubles off the goods
  min_basket INTEGER NOT NULL DEFAULT 0,        -- goods at least this much
  reusable   INTEGER NOT NULL DEFAULT 0,
  used_at    INTEGER,
  order_id   INTEGER REFERENCES orders(id)
) WITHOUT ROWID;

-- Payment attempts on the demo payment page (/pay/{code}); the code is an unguessable random string.
CREATE TABLE payments (
  code       TEXT PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES orders(id),
  amount     INTEGER NOT NULL,
  status     TEXT NOT NULL,                     -- pending | paid | failed
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE order_items (
  id             INTEGER PRIMARY KEY,
  order_id       INTEGER NOT NULL REFERENCES orders(id),
  product_id     INTEGER NOT NULL REFERENCES products(id),
  offer_id       INTEGER NOT NULL REFERENCES offers(id),
  name           TEXT NOT NULL,
  size           TEXT NOT NULL,
  quantity       INTEGER NOT NULL,
  price          INTEGER NOT NULL,            -- full unit price when ordered
  discount_price INTEGER NOT NULL,            -- selling unit price when ordered
  sum            INTEGER NOT NULL             -- discount_price × quantity
);
`;

export const ORDER_INDEXES = `
CREATE INDEX orders_user ON orders(user_id, created_at DESC, id DESC);
CREATE INDEX orders_user_status ON orders(user_id, status, created_at DESC, id DESC);
CREATE INDEX orders_pay_by ON orders(pay_by) WHERE pay_by IS NOT NULL;
CREATE INDEX orders_user_hash ON orders(user_id, input_hash) WHERE input_hash IS NOT NULL;
CREATE INDEX order_items_order ON order_items(order_id, id);
CREATE INDEX payments_order ON payments(order_id, created_at);
${ownedIndexes("order_drafts", [], { unique: true })}
`;
