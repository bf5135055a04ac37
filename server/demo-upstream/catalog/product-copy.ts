/**
 * Generated product-page texts: description, display properties and the size table. Everything is derived from the
 * seeded product (model id, name, composition, silhouette) through a hash, so the same database always answers the
 * same words and the colour variants of one model share them.
 */
import { z } from "zod";
import { SizeTableSchema, type SizeTable } from "../../../app/contract/product";
import { hashSeed } from "../hash";
import { silhouetteOf, type Garment } from "../media/garments";
import copyJson from "./data/product-copy.json";
import { SIZE_KIND } from "./sizes";

export type CopySource = {
  modelId: number;
  garment: Garment;
  name: string;
  detailName: string;
  article: string;
  colorName: string;
  composition: string;
};

/** A deterministic pick for a model and a purpose. */
function pick<T>(source: CopySource, purpose: string, items: readonly T[]): T {
  return items[hashSeed(`${source.modelId}:${purpose}`) % items.length];
}

const MaterialSchema = z.object({ sentence: z.string().min(1), care: z.string().min(1) });
type Material = z.infer<typeof MaterialSchema>;
/** Texts for every silhouette. */
const garmentTexts = z
  .record(z.string(), z.array(z.string().min(1)).min(1))
  .refine((texts) => Object.keys(SIZE_KIND).every((garment) => garment in texts), "Тексты нужны для каждого силуэта")
  .transform((texts) => texts as Record<Garment, string[]>);

/**
 * The texts the copy is made of (data/product-copy.json): per material (keyed by the first material of the
 * composition, lowercase; «Натуральная кожа/замша» by its second word) a sentence and the care; per silhouette the
 * phrases «{detailName} — {phrase}.» and the optional third sentence, what to wear it with; the size tables.
 */
const COPY = z
  .object({
    materials: z.record(z.string(), MaterialSchema),
    fallbackMaterial: MaterialSchema,
    phrases: garmentTexts,
    styling: garmentTexts,
    sizeTables: z.object({ clothing: SizeTableSchema, shoes: SizeTableSchema, belt: SizeTableSchema }),
  })
  .parse(copyJson);

export const MATERIALS: Record<string, Material> = COPY.materials;

function material(composition: string): Material {
  const words = composition
    .toLowerCase()
    .split(/[\s,%\d]+/)
    .filter(Boolean);
  const key = words[0] === "натуральная" ? words[1] : words[0];
  return MATERIALS[key] ?? COPY.fallbackMaterial;
}

/** Two or three sentences about the product. */
export function productDescription(source: CopySource): string {
  const sentences = [
    `${source.detailName} — ${pick(source, "phrase", COPY.phrases[source.garment])}.`,
    material(source.composition).sentence,
  ];
  if (hashSeed(`${source.modelId}:third`) % 3 !== 0)
    sentences.push(pick(source, "styling", COPY.styling[source.garment]));
  return sentences.join(" ");
}

const CLOTHING_GARMENTS = new Set<Garment>([
  "dress",
  "blouse",
  "tshirt",
  "knit",
  "coat",
  "jacket",
  "trousers",
  "jeans",
  "skirt",
]);
const COUNTRIES = ["Россия", "Турция", "Китай", "Узбекистан", "Вьетнам", "Индия"];

function fit(source: CopySource): string {
  const name = source.name.toLowerCase();
  if (name.includes("оверсайз")) return "Оверсайз";
  if (/приталенн|футляр|карандаш|скинни|сигарет/.test(name)) return "Приталенная";
  if (/свободного|широк|палаццо|кюлоты|бананы|wide|mom|халат/.test(name)) return "Свободная";
  return pick(source, "fit", ["Прямая", "Прямая", "Свободная", "Приталенная"]);
}

/** Display properties in page order. */
export function productDetails(source: CopySource): { name: string; value: string }[] {
  const details = [
    { name: "Артикул", value: source.article },
    { name: "Цвет", value: source.colorName },
    { name: "Состав", value: source.composition },
    { name: "Уход", value: material(source.composition).care },
  ];
  if (CLOTHING_GARMENTS.has(source.garment)) {
    details.push({ name: "Посадка", value: fit(source) });
    details.push({ name: "Рост модели на фото", value: `${pick(source, "height", [168, 170, 172, 174, 176])} см` });
  } else if (source.garment === "shoes" || source.garment === "boots") {
    const flat = silhouetteOf(source.garment, source.name) !== source.garment;
    details.push(
      flat
        ? { name: "Высота подошвы", value: pick(source, "sole", ["2 см", "3 см", "4 см"]) }
        : { name: "Высота каблука", value: pick(source, "heel", ["3 см", "5 см", "7 см", "9 см"]) },
    );
    details.push({
      name: "Подкладка",
      value: pick(
        source,
        "lining",
        source.garment === "boots" ? ["Байка", "Натуральный мех", "Текстиль"] : ["Натуральная кожа", "Текстиль"],
      ),
    });
  } else if (source.garment === "bag") {
    const width = 20 + (hashSeed(`${source.modelId}:w`) % 20);
    const height = 15 + (hashSeed(`${source.modelId}:h`) % 15);
    const depth = 6 + (hashSeed(`${source.modelId}:d`) % 10);
    details.push({ name: "Размеры", value: `${width} × ${height} × ${depth} см` });
    details.push({
      name: "Застёжка",
      value: pick(source, "clasp", ["Молния", "Магнитная кнопка", "Клапан на кнопке"]),
    });
  } else if (source.garment === "belt") {
    details.push({ name: "Ширина", value: pick(source, "width", ["2,5 см", "3 см", "4 см"]) });
  }
  details.push({ name: "Страна производства", value: pick(source, "country", COUNTRIES) });
  return details;
}

/** The size table of the product's silhouette, or null for one-size products. */
export function sizeTable(garment: Garment): SizeTable | null {
  const kind = SIZE_KIND[garment];
  return kind === "single" ? null : COPY.sizeTables[kind];
}
