import type Database from "better-sqlite3";
import { sizeSortKey } from "../catalog/sizes";
import { NEW_SECTION_ID, SALE_SECTION_ID, type SeededSection } from "./sections";
import {
  COLOURS,
  compositionFor,
  PROMO_HIT,
  PROMO_NEW,
  VOCABULARY,
  type Colour,
  type LeafVocabulary,
} from "./catalog-vocabulary";
import type { Random } from "./random";
import { insertSectionFacets } from "./section-facets";
import { assignSuites, insertSuites } from "./suites";
import { DAY, SEED_NOW } from "./time";

type OfferSeed = { id: number; size: string; quantity: number; stock: [storeId: number, quantity: number][] };

type ProductSeed = {
  id: number;
  /** Colour variants of one model share it. */
  modelId: number;
  leaf: SeededSection;
  name: string;
  detailName: string;
  article: string;
  price: number;
  discountPrice: number;
  discountPercent: number;
  colour: Colour;
  colors: string;
  composition: string;
  promo: string | null;
  isNew: boolean;
  popularity: number;
  createdAt: number;
  pictureCount: number;
  videoCount: number;
  suiteId: number | null;
  suitePicture: number | null;
  offers: OfferSeed[];
};

/** Offer stock states of spec §3, in the order the first offers are forced through. */
type OfferState = "both" | "lastOne" | "pickup" | "online" | "soldOut";
const FORCED_STATES: OfferState[] = ["both", "lastOne", "pickup", "online", "soldOut"];
const STATE_WEIGHTS: { value: OfferState; weight: number }[] = [
  { value: "both", weight: 58 },
  { value: "lastOne", weight: 8 },
  { value: "pickup", weight: 11 },
  { value: "online", weight: 11 },
  { value: "soldOut", weight: 12 },
];
const DISCOUNTS = [10, 15, 20, 25, 30, 40, 50];

/** A price in roubles ending in 99, within [min, max]. */
function priceBetween(random: Random, [min, max]: [number, number]): number {
  return random.int(Math.ceil((min + 1) / 100), Math.floor((max + 1) / 100)) * 100 - 1;
}

/** Discounted price ending in 99, and the real percentage it gives (10–50). */
function discounted(price: number, percent: number): { discountPrice: number; discountPercent: number } {
  let discountPrice = Math.round(((price + 1) * (100 - percent)) / 10_000) * 100 - 1;
  while (Math.round((100 * (price - discountPrice)) / price) < 10) discountPrice -= 100;
  return { discountPrice, discountPercent: Math.round((100 * (price - discountPrice)) / price) };
}

/** Online plus store stock. */
const offerTotal = (offer: OfferSeed) => offer.quantity + offer.stock.reduce((sum, [, quantity]) => sum + quantity, 0);

function ean13(offerId: number): string {
  const digits = `460${String(offerId).padStart(9, "0")}`;
  const sum = [...digits].reduce((acc, digit, index) => acc + Number(digit) * (index % 2 ? 3 : 1), 0);
  return digits + ((10 - (sum % 10)) % 10);
}

function makeOffers(
  random: Random,
  vocabulary: LeafVocabulary,
  storeIds: number[],
  nextOfferId: () => number,
  soldOut: boolean,
): OfferSeed[] {
  const { sizes, minRun } = vocabulary.sizes;
  const run = random.int(minRun, sizes.length);
  const start = random.int(0, sizes.length - run);
  return sizes.slice(start, start + run).map((size) => {
    const id = nextOfferId();
    const state = soldOut ? "soldOut" : (FORCED_STATES[id - 1] ?? random.weighted(STATE_WEIGHTS));
    const stores = (count: number, max: number) =>
      random.sample(storeIds, count).map((storeId): [number, number] => [storeId, random.int(1, max)]);
    switch (state) {
      case "both":
        return { id, size, quantity: random.int(1, 30), stock: stores(random.int(1, 4), 5) };
      case "lastOne":
        return random.chance(0.5)
          ? { id, size, quantity: 1, stock: [] }
          : { id, size, quantity: 0, stock: stores(1, 1) };
      case "pickup":
        return { id, size, quantity: 0, stock: stores(random.int(1, 3), 4) };
      case "online":
        return { id, size, quantity: random.int(2, 25), stock: [] };
      case "soldOut":
        return { id, size, quantity: 0, stock: [] };
    }
  });
}

function generateProducts(random: Random, count: number, leaves: SeededSection[], storeIds: number[]): ProductSeed[] {
  const leafChoices = leaves.map((leaf) => ({ value: leaf, weight: VOCABULARY[leaf.id].weight }));
  let offerId = 0;
  const nextOfferId = () => ++offerId;
  const products: ProductSeed[] = [];
  let modelId = 0;

  while (products.length < count) {
    modelId++;
    const leaf = random.weighted(leafChoices);
    const vocabulary = VOCABULARY[leaf.id];
    const variants = Math.min(count - products.length, random.chance(0.3) ? random.int(2, 4) : 1);
    const colours = random.sample(COLOURS, variants);
    if (variants > 1 && random.chance(0.3) && !colours.some((colour) => colour.hex === "#ffffff")) {
      colours[colours.length - 1] = COLOURS.find((colour) => colour.hex === "#ffffff")!;
    }
    const name = `${random.pick(vocabulary.bases)} ${random.pick(vocabulary.details)}`;
    const price = priceBetween(random, vocabulary.price);
    const discount = random.chance(0.3)
      ? discounted(price, random.pick(DISCOUNTS))
      : { discountPrice: price, discountPercent: 0 };
    const composition = compositionFor(name, random.pick(vocabulary.compositions));
    const colors = colours.map((colour) => colour.hex).join(",");

    colours.forEach((colour, variantIndex) => {
      const id = products.length + 1;
      const pictureCount = id > 1 && random.chance(0.03) ? 0 : random.int(1, 5);
      products.push({
        id,
        modelId,
        leaf,
        name,
        detailName: `${name} ${colour.genitive} цвета`,
        article: `LS${String(modelId).padStart(6, "0")}-${String(variantIndex + 1).padStart(2, "0")}`,
        price,
        ...discount,
        colour,
        colors,
        composition,
        promo: null,
        isNew: false,
        popularity: random.int(0, 100_000),
        createdAt: SEED_NOW - random.int(30, 720) * DAY - random.int(0, DAY - 1),
        pictureCount,
        videoCount: pictureCount > 0 && random.chance(0.1) ? 1 : 0,
        suiteId: null,
        suitePicture: null,
        offers: makeOffers(random, vocabulary, storeIds, nextOfferId, random.chance(0.03)),
      });
    });
  }

  const newCount = Math.min(count, Math.max(40, Math.round(count * 0.1)));
  for (const product of random.sample(products, newCount)) {
    product.isNew = true;
    product.createdAt = SEED_NOW - random.int(0, 29) * DAY - random.int(0, DAY - 1);
  }
  for (const product of products) {
    if (product.isNew && random.chance(0.5)) product.promo = PROMO_NEW;
    else if (product.discountPercent > 0 && random.chance(0.4)) product.promo = `-${product.discountPercent}%`;
    else if (product.popularity >= 95_000) product.promo = PROMO_HIT;
  }
  return products;
}

/** Sections that list a product: its leaf, every ancestor, New when flagged new and Sale when discounted. */
function closureSectionIds(p: ProductSeed): number[] {
  const sectionIds = [p.leaf.id, ...p.leaf.ancestorIds];
  if (p.isNew) sectionIds.push(NEW_SECTION_ID);
  if (p.discountPercent > 0) sectionIds.push(SALE_SECTION_ID);
  return sectionIds;
}

/** Generates and inserts `count` products with offers, store stock, suites, section closure rows and section facets. */
export function seedProducts(
  db: Database.Database,
  random: Random,
  count: number,
  leaves: SeededSection[],
  storeIds: number[],
): void {
  const products = generateProducts(random, count, leaves, storeIds);
  insertSuites(db, assignSuites(random, products));

  const insertProduct = db.prepare(
    `INSERT INTO products (id, section_id, model_id, name, detail_name, article, price, discount_price, discount_percent,
       color_name, color_hex, colors, composition, promo, is_new, popularity, created_at, picture_count, video_count,
       suite_id, suite_picture)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertClosure = db.prepare(
    `INSERT INTO product_sections (section_id, product_id, popularity, created_at, price, discount_percent, color_hex)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOffer = db.prepare(
    "INSERT INTO offers (id, product_id, size, size_sort, ean, quantity, total_quantity) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertStock = db.prepare("INSERT INTO offer_stock (offer_id, store_id, quantity) VALUES (?, ?, ?)");

  const bySection = new Map<number, ProductSeed[]>();
  for (const p of products) {
    insertProduct.run(
      p.id,
      p.leaf.id,
      p.modelId,
      p.name,
      p.detailName,
      p.article,
      p.price,
      p.discountPrice,
      p.discountPercent,
      p.colour.name,
      p.colour.hex,
      p.colors,
      p.composition,
      p.promo,
      p.isNew ? 1 : 0,
      p.popularity,
      p.createdAt,
      p.pictureCount,
      p.videoCount,
      p.suiteId,
      p.suitePicture,
    );
    for (const sectionId of closureSectionIds(p)) {
      const members = bySection.get(sectionId) ?? [];
      members.push(p);
      bySection.set(sectionId, members);
    }
    for (const offer of p.offers) {
      insertOffer.run(
        offer.id,
        p.id,
        offer.size,
        sizeSortKey(offer.size),
        ean13(offer.id),
        offer.quantity,
        offerTotal(offer),
      );
      for (const [storeId, quantity] of offer.stock) insertStock.run(offer.id, storeId, quantity);
    }
  }
  // Closure rows go in primary-key order (section, product): appends instead of random B-tree inserts.
  for (const [sectionId, members] of [...bySection].sort(([a], [b]) => a - b)) {
    for (const p of members)
      insertClosure.run(sectionId, p.id, p.popularity, p.createdAt, p.discountPrice, p.discountPercent, p.colour.hex);
  }
  insertSectionFacets(
    db,
    products.map((p) => ({ ...p, sectionIds: closureSectionIds(p) })),
  );
  indexProductSearch(db);
}

/**
 * Fills the full-text index in one statement: detail name and colour, article (also without its `LS` prefix, so
 * `000095` finds `LS000095-01`), and the names of the leaf section and its ancestors (the tree is at most three levels deep). ё is folded to е here and in queries (see catalog/search.ts).
 */
function indexProductSearch(db: Database.Database): void {
  const fold = (expression: string) => `replace(replace(${expression}, 'ё', 'е'), 'Ё', 'Е')`;
  db.exec(
    `INSERT INTO product_search (rowid, name, article, section)
     SELECT p.id, ${fold("p.detail_name || ' ' || p.color_name")}, p.article || ' ' || substr(p.article, 3),
            ${fold("s1.name || ' ' || COALESCE(s2.name, '') || ' ' || COALESCE(s3.name, '')")}
     FROM products p
       JOIN sections s1 ON s1.id = p.section_id
       LEFT JOIN sections s2 ON s2.id = s1.parent_id
       LEFT JOIN sections s3 ON s3.id = s2.parent_id
     ORDER BY p.id`,
  );
}
