/**
 * Editorial pages (about the company, franchising, vacancies, initiatives), news pictures, and what visitors send:
 * franchise applications and responses to vacancies.
 */
export const EDITORIAL_TABLES = `
CREATE TABLE pages (
  code        TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  lead        TEXT NOT NULL,
  description TEXT NOT NULL,
  facts       TEXT,                           -- JSON PageFacts (app/contract/pages.ts) or NULL
  sections    TEXT NOT NULL,                  -- JSON PageSection[]
  picture_garment TEXT,                       -- the generated picture at the top, or NULL for none
  picture_from    TEXT,
  picture_to      TEXT,
  picture_alt     TEXT
);

CREATE TABLE news_pictures (
  news_id    INTEGER PRIMARY KEY REFERENCES news(id),
  garment    TEXT NOT NULL,
  color_from TEXT NOT NULL,
  color_to   TEXT NOT NULL,
  alt        TEXT NOT NULL
);

CREATE TABLE franchise_formats (
  code        TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  area        TEXT NOT NULL,
  investment  TEXT NOT NULL,
  description TEXT NOT NULL,
  sort        INTEGER NOT NULL
);

CREATE TABLE franchise_applications (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  phone       TEXT NOT NULL,
  email       TEXT NOT NULL,
  city        TEXT NOT NULL,
  format_code TEXT NOT NULL REFERENCES franchise_formats(code),
  message     TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);

CREATE TABLE vacancy_responses (
  id         INTEGER PRIMARY KEY,
  vacancy_id INTEGER NOT NULL REFERENCES vacancies(id),
  name       TEXT NOT NULL,
  phone      TEXT NOT NULL,
  email      TEXT NOT NULL,
  message    TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

export const EDITORIAL_INDEXES = `
CREATE INDEX vacancy_responses_vacancy ON vacancy_responses(vacancy_id);
`;
