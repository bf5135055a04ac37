/** Love Card bonuses, gift certificates and LOVE 2.0 recycling visits. */
export const LOYALTY_TABLES = `
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
  number       TEXT NOT NULL UNIQUE,          -- 16 random digits in fours: 4817-2093-5561-0374
  code         TEXT NOT NULL,                 -- 8 digits
  type         TEXT NOT NULL,                 -- digital | plastic
  amount       INTEGER NOT NULL,              -- face value, roubles
  balance      INTEGER NOT NULL,              -- left to spend
  expires_at   INTEGER NOT NULL,
  user_id      INTEGER REFERENCES users(id),  -- owner once activated (NULL again after the owner deletes their data)
  activated_at INTEGER,                       -- set once, never cleared: a certificate is activated only once
  locked_until INTEGER,                       -- unix milliseconds: refused to all but its owner until then (many wrong codes)
  created_at   INTEGER NOT NULL,
  CHECK (balance BETWEEN 0 AND amount)
);

CREATE TABLE certificate_transactions (
  id             INTEGER PRIMARY KEY,
  certificate_id INTEGER NOT NULL REFERENCES certificates(id),
  order_id       INTEGER REFERENCES orders(id),
  amount         INTEGER NOT NULL,            -- signed: + activation or an order's refund, − spent on an order
  description    TEXT NOT NULL,
  created_at     INTEGER NOT NULL
);

-- Wrong certificate codes (activation and checkout), for the limits: per number (certificate_id; NULL when no
-- certificate has the number tried), per client (the network key that tried) and per user. Anti-abuse records of the
-- thing abused, not personal data: deleting an account only clears user_id, every count by number and client stays.
CREATE TABLE certificate_wrong_codes (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER REFERENCES users(id),
  client         TEXT NOT NULL,
  certificate_id INTEGER REFERENCES certificates(id),
  created_at     INTEGER NOT NULL             -- unix milliseconds
);

-- One-per-customer benefits already given (the Love Card's welcome bonuses): keyed one-way hashes of the phone and of
-- the card number (HMAC-SHA-256 with the database's own random key, server_keys), kept after the account is deleted
-- so that the same phone or card never gets the benefit twice.
CREATE TABLE benefit_claims (
  benefit    TEXT NOT NULL,                   -- welcome_bonus
  hash       TEXT NOT NULL,                   -- hex HMAC of '{subject}:{value}', subject phone | card
  created_at INTEGER NOT NULL,
  PRIMARY KEY (benefit, hash)
) WITHOUT ROWID;

-- Random keys made by the database on first use (never leave it): the benefit claims' HMAC key.
CREATE TABLE server_keys (
  name  TEXT PRIMARY KEY,
  value BLOB NOT NULL
) WITHOUT ROWID;

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

export const LOYALTY_INDEXES = `
CREATE INDEX loyalty_transactions_user ON loyalty_transactions(user_id, created_at DESC, id DESC);
CREATE INDEX certificates_user ON certificates(user_id) WHERE user_id IS NOT NULL;
CREATE INDEX certificate_transactions_certificate ON certificate_transactions(certificate_id, created_at, id);
-- Once per certificate and order: one debit, and one refund when the order is cancelled unpaid.
CREATE UNIQUE INDEX certificate_transactions_order ON certificate_transactions(certificate_id, order_id)
  WHERE order_id IS NOT NULL AND amount < 0;
CREATE UNIQUE INDEX certificate_transactions_refund ON certificate_transactions(certificate_id, order_id)
  WHERE order_id IS NOT NULL AND amount > 0;
CREATE INDEX certificate_wrong_codes_user ON certificate_wrong_codes(user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX certificate_wrong_codes_client ON certificate_wrong_codes(client, created_at);
CREATE INDEX certificate_wrong_codes_certificate ON certificate_wrong_codes(certificate_id, created_at)
  WHERE certificate_id IS NOT NULL;
CREATE INDEX recycling_visits_user ON recycling_visits(user_id, created_at DESC);
`;
