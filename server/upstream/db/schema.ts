/**
 * The whole database schema. Bump SCHEMA_VERSION whenever this DDL or the seed output changes:
 * a database file with another version is rebuilt from scratch on start.
 */
export const SCHEMA_VERSION = 5;

/** Tables. */
export const SCHEMA_SQL = `
CREATE TABLE sections (
  id            INTEGER PRIMARY KEY,
  parent_id     INTEGER REFERENCES sections(id),
  name          TEXT NOT NULL,
  code          TEXT NOT NULL,
  path          TEXT NOT NULL UNIQUE,         -- code path without slashes at the ends: odezhda/platya
  link          TEXT NOT NULL,
  depth         INTEGER NOT NULL,             -- 1 for the top level
  sort          INTEGER NOT NULL,
  garment       TEXT,                         -- silhouette of the products of a leaf section
  description   TEXT NOT NULL,                -- one Russian sentence for the section page
  product_count INTEGER NOT NULL DEFAULT 0,   -- products listed in the section, descendants included
  min_price     INTEGER NOT NULL DEFAULT 0,   -- selling price range of those products
  max_price     INTEGER NOT NULL DEFAULT 0,
  discount_count     INTEGER NOT NULL DEFAULT 0,  -- the same three over the discounted products only
  discount_min_price INTEGER NOT NULL DEFAULT 0,
  discount_max_price INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE suites (
  id   INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE products (
  id               INTEGER PRIMARY KEY,
  section_id       INTEGER NOT NULL REFERENCES sections(id),  -- the leaf section
  model_id         INTEGER NOT NULL,          -- colour variants of one model share it
  name             TEXT NOT NULL,
  detail_name      TEXT NOT NULL,
  article          TEXT NOT NULL UNIQUE,
  price            INTEGER NOT NULL,          -- full price, roubles
  discount_price   INTEGER NOT NULL,          -- selling price, equals price without a discount
  discount_percent INTEGER NOT NULL,
  color_name       TEXT NOT NULL,
  color_hex        TEXT NOT NULL,
  colors           TEXT NOT NULL,             -- comma-separated hex of the colour variants, main one included
  composition      TEXT NOT NULL,
  promo            TEXT,
  is_new           INTEGER NOT NULL,
  popularity       INTEGER NOT NULL,
  created_at       INTEGER NOT NULL,          -- unix seconds
  size_mask        INTEGER NOT NULL,          -- sizes in stock: bit i = FACET_SIZES[i] (catalog-vocabulary.ts); follows offers
  picture_count    INTEGER NOT NULL,          -- 0 = no photo
  video_count      INTEGER NOT NULL,
  suite_id         INTEGER REFERENCES suites(id),
  suite_picture    INTEGER                    -- picture index that shows the suite
);

-- Closure of product ↔ section (leaf, every ancestor, and the virtual sections New and Sale),
-- with the sort and filter keys copied in so a listing is one index range scan (see INDEXES_SQL).
CREATE TABLE product_sections (
  section_id       INTEGER NOT NULL,
  product_id       INTEGER NOT NULL,
  popularity       INTEGER NOT NULL,
  created_at       INTEGER NOT NULL,
  price            INTEGER NOT NULL,          -- selling price
  discount_percent INTEGER NOT NULL,
  color_hex        TEXT NOT NULL,
  PRIMARY KEY (section_id, product_id)
) WITHOUT ROWID;

CREATE TABLE offers (
  id             INTEGER PRIMARY KEY,
  product_id     INTEGER NOT NULL REFERENCES products(id),
  size           TEXT NOT NULL,
  size_sort      INTEGER NOT NULL,
  ean            TEXT NOT NULL,
  quantity       INTEGER NOT NULL,            -- online (warehouse) stock
  total_quantity INTEGER NOT NULL             -- online plus every store
);

CREATE TABLE offer_stock (
  offer_id INTEGER NOT NULL,
  store_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  PRIMARY KEY (offer_id, store_id)
) WITHOUT ROWID;

-- Full-text index of products (contentless: only the rowid = product id comes back). The text is stored
-- with ё folded to е; unicode61 folds case and Latin diacritics; prefix indexes make 2–3 letter prefixes cheap.
CREATE VIRTUAL TABLE product_search USING fts5(
  name,                                       -- detail name (name + colour) and colour name
  article,
  section,                                    -- names of the leaf section and its ancestors
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Filter facets per section, computed once after seeding; discount_only = 1 rows count the discounted products only.
CREATE TABLE section_sizes (
  section_id    INTEGER NOT NULL,
  discount_only INTEGER NOT NULL,
  size          TEXT NOT NULL,
  size_sort     INTEGER NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (section_id, discount_only, size)
) WITHOUT ROWID;
CREATE TABLE section_colors (
  section_id    INTEGER NOT NULL,
  discount_only INTEGER NOT NULL,
  color_hex     TEXT NOT NULL,
  color_name    TEXT NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (section_id, discount_only, color_hex)
) WITHOUT ROWID;

CREATE TABLE cities (
  id     INTEGER PRIMARY KEY,
  code   TEXT NOT NULL UNIQUE,
  name   TEXT NOT NULL,
  region TEXT NOT NULL,
  lat    REAL NOT NULL,
  lon    REAL NOT NULL,
  sort   INTEGER NOT NULL,
  has_courier INTEGER NOT NULL DEFAULT 1      -- 0: no courier delivery (41, 42), only pickup points and shops
);

-- Street and building suggestions of the checkout's address fields (GET /address).
CREATE TABLE streets (
  id      INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES cities(id),
  name    TEXT NOT NULL,                      -- 'ул. Тверская'
  search  TEXT NOT NULL,                      -- lowercase, ё folded to е
  sort    INTEGER NOT NULL
);
CREATE TABLE buildings (
  id        INTEGER PRIMARY KEY,
  street_id INTEGER NOT NULL REFERENCES streets(id),
  name      TEXT NOT NULL,                    -- '12', '2к1', '10с2', '5А'
  sort      INTEGER NOT NULL
);

CREATE TABLE stores (
  id        INTEGER PRIMARY KEY,
  city_id   INTEGER NOT NULL REFERENCES cities(id),
  name      TEXT NOT NULL,
  address   TEXT NOT NULL,
  phone     TEXT NOT NULL,
  schedule  TEXT NOT NULL,
  lat       REAL NOT NULL,
  lon       REAL NOT NULL,
  is_pickup INTEGER NOT NULL
);

CREATE TABLE pickup_points (
  id       INTEGER PRIMARY KEY,
  city_id  INTEGER NOT NULL REFERENCES cities(id),
  provider TEXT NOT NULL,
  name     TEXT NOT NULL,
  address  TEXT NOT NULL,
  schedule TEXT NOT NULL,
  lat      REAL NOT NULL,
  lon      REAL NOT NULL
);

CREATE TABLE delivery_intervals (
  id        INTEGER PRIMARY KEY,
  name      TEXT NOT NULL,                    -- '10:00–14:00'
  time_from TEXT NOT NULL,
  time_to   TEXT NOT NULL,
  sort      INTEGER NOT NULL
);

CREATE TABLE banners (
  id       INTEGER PRIMARY KEY,
  place    TEXT NOT NULL,
  title    TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  link     TEXT NOT NULL,
  alt      TEXT NOT NULL,
  garment  TEXT NOT NULL,                     -- silhouette drawn on the generated image
  color_from TEXT NOT NULL,
  color_to   TEXT NOT NULL,
  sort     INTEGER NOT NULL
);

CREATE TABLE news (
  id           INTEGER PRIMARY KEY,
  title        TEXT NOT NULL,
  announce     TEXT NOT NULL,
  body         TEXT NOT NULL,
  published_at INTEGER NOT NULL
);

CREATE TABLE vacancies (
  id          INTEGER PRIMARY KEY,
  city_id     INTEGER NOT NULL REFERENCES cities(id),
  title       TEXT NOT NULL,
  department  TEXT NOT NULL,
  schedule    TEXT NOT NULL,
  salary      TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE users (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  phone      TEXT NOT NULL UNIQUE,            -- +7XXXXXXXXXX
  first_name TEXT NOT NULL DEFAULT '',
  last_name  TEXT NOT NULL DEFAULT '',
  email      TEXT NOT NULL DEFAULT '',
  birth_day  TEXT NOT NULL DEFAULT '',        -- ДД.ММ.ГГГГ
  agreement  INTEGER NOT NULL DEFAULT 1,
  news_email INTEGER NOT NULL DEFAULT 0,      -- newsletter by e-mail
  news_sms   INTEGER NOT NULL DEFAULT 0,      -- newsletter by SMS
  created_at INTEGER NOT NULL
);

CREATE TABLE notices (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  type       TEXT NOT NULL,                   -- info | order | promo
  title      TEXT NOT NULL,
  text       TEXT NOT NULL,
  link       TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE guest_sessions (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at INTEGER NOT NULL
);

-- An opaque bearer token belongs either to a user or to a guest session.
CREATE TABLE tokens (
  token      TEXT PRIMARY KEY,
  user_id    INTEGER REFERENCES users(id),
  guest_id   INTEGER REFERENCES guest_sessions(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
) WITHOUT ROWID;

CREATE TABLE auth_codes (
  phone   TEXT PRIMARY KEY,
  code    TEXT NOT NULL,
  sent_at INTEGER NOT NULL                    -- unix milliseconds
) WITHOUT ROWID;

-- Basket and wishlist rows are owned by a user or by a guest session, never both.
CREATE TABLE basket_items (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER REFERENCES users(id),
  guest_id   INTEGER REFERENCES guest_sessions(id),
  offer_id   INTEGER NOT NULL REFERENCES offers(id),
  quantity   INTEGER NOT NULL,
  delayed    INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);

CREATE TABLE wishlist_items (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER REFERENCES users(id),
  guest_id   INTEGER REFERENCES guest_sessions(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  created_at INTEGER NOT NULL,
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);

-- "Tell me when this size is back": one row per owner, offer and e-mail.
CREATE TABLE stock_subscriptions (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER REFERENCES users(id),
  guest_id   INTEGER REFERENCES guest_sessions(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  offer_id   INTEGER NOT NULL REFERENCES offers(id),
  email      TEXT NOT NULL,                   -- trimmed, lowercase
  created_at INTEGER NOT NULL,
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);

CREATE TABLE preorders (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER REFERENCES users(id),
  guest_id   INTEGER REFERENCES guest_sessions(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  offer_id   INTEGER NOT NULL REFERENCES offers(id),
  name       TEXT NOT NULL,
  phone      TEXT NOT NULL,                   -- +7XXXXXXXXXX
  email      TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);

-- Saved delivery addresses: at most 10 per user, at most one default.
CREATE TABLE addresses (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  city_id    INTEGER NOT NULL REFERENCES cities(id),
  street     TEXT NOT NULL,
  building   TEXT NOT NULL,
  apartment  TEXT NOT NULL DEFAULT '',
  entrance   TEXT NOT NULL DEFAULT '',
  floor      TEXT NOT NULL DEFAULT '',
  comment    TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

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
  metrics            TEXT                         -- JSON { deviceId, partnerUserId } sent with the save
);

-- The checkout draft of a user or a guest session: the city of the last init and the last calculated input (JSON).
CREATE TABLE order_drafts (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER REFERENCES users(id),
  guest_id   INTEGER REFERENCES guest_sessions(id),
  city_code  TEXT,
  input      TEXT,                              -- CheckoutInput JSON, NULL = empty draft
  lines      TEXT,                              -- JSON [[offerId, quantity]] of the active lines the last calculate saw
  updated_at INTEGER NOT NULL,
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);

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

-- Love Card: one per user; the balance is the sum of the transactions.
CREATE TABLE loyalty_cards (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id),
  number     TEXT NOT NULL UNIQUE,            -- 13 digits, 2000…, EAN-13 check digit
  created_at INTEGER NOT NULL
);

CREATE TABLE loyalty_transactions (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  type            TEXT NOT NULL,              -- accrual | spending
  amount          INTEGER NOT NULL,           -- bonuses, positive
  order_id        INTEGER REFERENCES orders(id),
  purchase_amount INTEGER NOT NULL DEFAULT 0, -- a purchase in a shop (order_id NULL) counts towards the level
  description     TEXT NOT NULL,
  created_at      INTEGER NOT NULL
);

-- Gift certificates: a pool seeded unowned; activation (number + code) gives one to a user. The checkout spends
-- from balance once per order (certificate_transactions has one row per certificate and order).
CREATE TABLE certificates (
  id           INTEGER PRIMARY KEY,
  number       TEXT NOT NULL UNIQUE,          -- 1000-2000-3000-4001
  code         TEXT NOT NULL,                 -- 4 digits
  type         TEXT NOT NULL,                 -- digital | plastic
  amount       INTEGER NOT NULL,              -- face value, roubles
  balance      INTEGER NOT NULL,              -- left to spend
  expires_at   INTEGER NOT NULL,
  user_id      INTEGER REFERENCES users(id),  -- owner once activated (NULL again after the owner deletes their data)
  activated_at INTEGER,                       -- set once, never cleared: a certificate is activated only once
  created_at   INTEGER NOT NULL,
  CHECK (balance BETWEEN 0 AND amount)
);

CREATE TABLE certificate_transactions (
  id             INTEGER PRIMARY KEY,
  certificate_id INTEGER NOT NULL REFERENCES certificates(id),
  order_id       INTEGER REFERENCES orders(id),
  amount         INTEGER NOT NULL,            -- signed: + activation, − spent on an order
  description    TEXT NOT NULL,
  created_at     INTEGER NOT NULL
);

-- Wrong activation attempts, for the rate limit (5 per user per 10 minutes).
CREATE TABLE certificate_attempts (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL                 -- unix milliseconds
);

-- LOVE 2.0: clothes handed in for recycling at a shop.
CREATE TABLE recycling_visits (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id),
  store_id    INTEGER NOT NULL REFERENCES stores(id),
  items_count INTEGER NOT NULL,
  bonuses     INTEGER NOT NULL,
  description TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
`;

/** Indexes, created after the seed is loaded (building them once is faster than updating them per row). */
export const INDEXES_SQL = `
CREATE INDEX products_suite ON products(suite_id) WHERE suite_id IS NOT NULL;
CREATE INDEX products_model ON products(model_id, id);
CREATE INDEX product_sections_popular  ON product_sections(section_id, popularity DESC, product_id);
CREATE INDEX product_sections_new      ON product_sections(section_id, created_at DESC, product_id);
CREATE INDEX product_sections_price    ON product_sections(section_id, price, product_id);
CREATE INDEX product_sections_discount ON product_sections(section_id, discount_percent DESC, popularity DESC, product_id);
CREATE INDEX offers_product ON offers(product_id, size_sort);
CREATE INDEX offers_product_size ON offers(product_id, size, total_quantity);
CREATE INDEX stores_city ON stores(city_id);
CREATE INDEX pickup_points_city ON pickup_points(city_id);
CREATE INDEX banners_place ON banners(place, sort);
CREATE INDEX news_published ON news(published_at DESC, id);
CREATE INDEX vacancies_city ON vacancies(city_id);
CREATE INDEX notices_user ON notices(user_id, created_at DESC);
CREATE UNIQUE INDEX basket_items_user  ON basket_items(user_id, offer_id)  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX basket_items_guest ON basket_items(guest_id, offer_id) WHERE guest_id IS NOT NULL;
CREATE UNIQUE INDEX wishlist_items_user  ON wishlist_items(user_id, product_id)  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX wishlist_items_guest ON wishlist_items(guest_id, product_id) WHERE guest_id IS NOT NULL;
CREATE UNIQUE INDEX stock_subscriptions_user  ON stock_subscriptions(user_id, offer_id, email)  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX stock_subscriptions_guest ON stock_subscriptions(guest_id, offer_id, email) WHERE guest_id IS NOT NULL;
CREATE INDEX preorders_user  ON preorders(user_id)  WHERE user_id IS NOT NULL;
CREATE INDEX preorders_guest ON preorders(guest_id) WHERE guest_id IS NOT NULL;
CREATE INDEX addresses_user ON addresses(user_id, id);
CREATE INDEX orders_user ON orders(user_id, created_at DESC, id DESC);
CREATE INDEX orders_user_status ON orders(user_id, status, created_at DESC, id DESC);
CREATE INDEX order_items_order ON order_items(order_id, id);
CREATE INDEX loyalty_transactions_user ON loyalty_transactions(user_id, created_at DESC, id DESC);
CREATE INDEX certificates_user ON certificates(user_id) WHERE user_id IS NOT NULL;
CREATE INDEX certificate_transactions_certificate ON certificate_transactions(certificate_id, created_at, id);
CREATE UNIQUE INDEX certificate_transactions_order ON certificate_transactions(certificate_id, order_id) WHERE order_id IS NOT NULL;
CREATE INDEX certificate_attempts_user ON certificate_attempts(user_id, created_at);
CREATE INDEX streets_city ON streets(city_id, sort);
CREATE INDEX buildings_street ON buildings(street_id, sort);
CREATE INDEX orders_user_hash ON orders(user_id, input_hash) WHERE input_hash IS NOT NULL;
CREATE UNIQUE INDEX order_drafts_user  ON order_drafts(user_id)  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX order_drafts_guest ON order_drafts(guest_id) WHERE guest_id IS NOT NULL;
CREATE INDEX payments_order ON payments(order_id, created_at);
CREATE INDEX recycling_visits_user ON recycling_visits(user_id, created_at DESC);
CREATE INDEX stock_subscriptions_user_list ON stock_subscriptions(user_id, created_at DESC) WHERE user_id IS NOT NULL;
`;
