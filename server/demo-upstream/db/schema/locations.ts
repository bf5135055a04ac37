/** Cities with their shops and pickup points, the address suggestions and the courier's delivery intervals. */
export const LOCATION_TABLES = `
CREATE TABLE cities (
  id     INTEGER PRIMARY KEY,
  code   TEXT NOT NULL UNIQUE,
  name   TEXT NOT NULL,
  region TEXT NOT NULL,
  lat    REAL NOT NULL,
  lon    REAL NOT NULL,
  sort   INTEGER NOT NULL,
  has_courier INTEGER NOT NULL DEFAULT 1,     -- 0: no courier delivery (41, 42), only pickup points and shops
  time_zone TEXT NOT NULL DEFAULT 'Europe/Moscow' -- IANA zone: the shops' hours and same-day pickup are in its time
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
`;

export const LOCATION_INDEXES = `
CREATE INDEX stores_city ON stores(city_id);
CREATE INDEX pickup_points_city ON pickup_points(city_id);
CREATE INDEX streets_city ON streets(city_id, sort);
CREATE INDEX buildings_street ON buildings(street_id, sort);
`;
