/** Users with their notices and saved addresses, guest sessions, bearer tokens and login codes. */
export const ACCOUNT_TABLES = `
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

-- One-time codes sent by SMS: one row per purpose and phone ('login:+7…', 'phone:{userId}:+7…' for a phone change).
-- A code is used once, lives 5 minutes and is void after 5 wrong tries.
CREATE TABLE auth_codes (
  key          TEXT PRIMARY KEY,
  phone        TEXT NOT NULL,
  user_id      INTEGER REFERENCES users(id),  -- the user changing their phone; NULL for a login code
  code         TEXT NOT NULL,
  state        TEXT NOT NULL,                 -- pending | used | void
  attempts     INTEGER NOT NULL DEFAULT 0,    -- wrong tries of this code
  sent_at      INTEGER NOT NULL               -- unix milliseconds
) WITHOUT ROWID;

-- Every code sent to a phone within the last hour, whatever its purpose and whoever asked (the client's address): the
-- spacing between codes grows with their number, and each client has a budget of its own. A used code clears them.
CREATE TABLE auth_code_sends (
  id      INTEGER PRIMARY KEY,
  phone   TEXT NOT NULL,
  client  TEXT NOT NULL,
  sent_at INTEGER NOT NULL                    -- unix milliseconds
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
`;

export const ACCOUNT_INDEXES = `
CREATE INDEX notices_user ON notices(user_id, created_at DESC);
CREATE INDEX addresses_user ON addresses(user_id, id);
CREATE INDEX auth_code_sends_phone ON auth_code_sends(phone, sent_at);
CREATE INDEX auth_code_sends_time ON auth_code_sends(sent_at);
`;
