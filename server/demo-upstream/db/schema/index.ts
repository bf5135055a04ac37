import { ACCOUNT_INDEXES, ACCOUNT_TABLES } from "./account";
import { CATALOG_INDEXES, CATALOG_TABLES } from "./catalog";
import { CONTENT_INDEXES, CONTENT_TABLES } from "./content";
import { EDITORIAL_INDEXES, EDITORIAL_TABLES } from "./editorial";
import { GIFT_CERTIFICATE_INDEXES, GIFT_CERTIFICATE_TABLES } from "./gift-certificates";
import { LOCATION_INDEXES, LOCATION_TABLES } from "./locations";
import { LOYALTY_INDEXES, LOYALTY_TABLES } from "./loyalty";
import { ORDER_INDEXES, ORDER_TABLES } from "./orders";
import { SHOPPING_LIST_INDEXES, SHOPPING_LIST_TABLES } from "./shopping-lists";
import { SHOP_INDEXES, SHOP_TABLES } from "./shops";

/**
 * The whole database schema, one file per area. Bump SCHEMA_VERSION whenever this DDL or the seed output changes:
 * a database file with another version is rebuilt from scratch on start.
 */
export const SCHEMA_VERSION = 14;

const AREAS = [
  { tables: CATALOG_TABLES, indexes: CATALOG_INDEXES },
  { tables: LOCATION_TABLES, indexes: LOCATION_INDEXES },
  { tables: CONTENT_TABLES, indexes: CONTENT_INDEXES },
  { tables: ACCOUNT_TABLES, indexes: ACCOUNT_INDEXES },
  { tables: SHOPPING_LIST_TABLES, indexes: SHOPPING_LIST_INDEXES },
  { tables: ORDER_TABLES, indexes: ORDER_INDEXES },
  { tables: LOYALTY_TABLES, indexes: LOYALTY_INDEXES },
  { tables: EDITORIAL_TABLES, indexes: EDITORIAL_INDEXES },
  { tables: GIFT_CERTIFICATE_TABLES, indexes: GIFT_CERTIFICATE_INDEXES },
  { tables: SHOP_TABLES, indexes: SHOP_INDEXES },
];

/** Tables. */
export const SCHEMA_SQL = AREAS.map((area) => area.tables).join("");

/** Indexes, created after the seed is loaded (building them once is faster than updating them per row). */
export const INDEXES_SQL = AREAS.map((area) => area.indexes).join("");
