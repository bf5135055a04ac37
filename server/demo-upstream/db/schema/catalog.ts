/** The catalogue: sections, products, their offers and stock, the search index and the filter facets. */
export const CATALOG_TABLES = `
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

-- Looks (outfits) put together by the stylists; their products point here (products.suite_id).
CREATE TABLE suites (
  id          INTEGER PRIMARY KEY,
  code        TEXT NOT NULL UNIQUE,
  name        TEXT NOT NULL,
  description TEXT NOT NULL,
  created_at  INTEGER NOT NULL             -- unix seconds; the list shows the newest first
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
  picture_count    INTEGER NOT NULL,          -- 0 = no photo
  video_count      INTEGER NOT NULL,
  suite_id         INTEGER REFERENCES suites(id),
  suite_picture    INTEGER                    -- picture index that shows the suite
);

-- Closure of product ↔ section (leaf, every ancestor, and the virtual sections New and Sale),
-- with the sort and filter keys copied in so a listing is one index range scan (see CATALOG_INDEXES).
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

-- The sizes a shopper of a city can buy, as bits of FACET_SIZES (catalog/sizes.ts): city_id 0 = the warehouse's stock
-- (for the cities it delivers to), else that city's pickup shops' stock; a row only where some size is stocked.
-- Follows offers and offer_stock (catalog/city-sizes.ts); the size filter and the size facet read it by primary key.
CREATE TABLE product_city_sizes (
  product_id INTEGER NOT NULL,
  city_id    INTEGER NOT NULL,
  size_mask  INTEGER NOT NULL,
  PRIMARY KEY (product_id, city_id)
) WITHOUT ROWID;

-- The size facet of each section per city key (catalog/section-city-sizes.ts): city_key 0 = cities without pickup
-- shops that the warehouse delivers to, else a city with pickup shops; size_bit indexes FACET_SIZES. Follows
-- product_city_sizes; discount_only = 1 rows count the discounted products only.
CREATE TABLE section_city_sizes (
  section_id    INTEGER NOT NULL,
  discount_only INTEGER NOT NULL,
  city_key      INTEGER NOT NULL,
  size_bit      INTEGER NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (section_id, discount_only, city_key, size_bit)
) WITHOUT ROWID;

-- Colour facets per section, computed once after seeding; discount_only = 1 rows count the discounted products only.
CREATE TABLE section_colors (
  section_id    INTEGER NOT NULL,
  discount_only INTEGER NOT NULL,
  color_hex     TEXT NOT NULL,
  color_name    TEXT NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (section_id, discount_only, color_hex)
) WITHOUT ROWID;
`;

export const CATALOG_INDEXES = `
CREATE INDEX products_suite ON products(suite_id) WHERE suite_id IS NOT NULL;
CREATE INDEX products_model ON products(model_id, id);
CREATE INDEX product_sections_popular  ON product_sections(section_id, popularity DESC, product_id);
CREATE INDEX product_sections_new      ON product_sections(section_id, created_at DESC, product_id);
CREATE INDEX product_sections_price    ON product_sections(section_id, price, product_id);
CREATE INDEX product_sections_discount ON product_sections(section_id, discount_percent DESC, popularity DESC, product_id);
CREATE INDEX product_sections_product  ON product_sections(product_id);
CREATE INDEX offers_product ON offers(product_id, size_sort);
CREATE INDEX offers_product_size ON offers(product_id, size, total_quantity);
`;
