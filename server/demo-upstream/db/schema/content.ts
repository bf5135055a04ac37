/** Editorial content: home page banners, news and vacancies. */
export const CONTENT_TABLES = `
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
`;

export const CONTENT_INDEXES = `
CREATE INDEX banners_place ON banners(place, sort);
CREATE INDEX news_published ON news(published_at DESC, id);
CREATE INDEX vacancies_city ON vacancies(city_id);
`;
