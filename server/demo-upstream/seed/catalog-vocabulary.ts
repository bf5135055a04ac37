/**
 * Words the product seed is made of (data/catalog-vocabulary.json): names, colours, materials, sizes and prices per
 * leaf section.
 */
import { z } from "zod";
import { LETTER_SIZES, NUMERIC_SIZES, ONE_SIZE, SHOE_SIZES } from "../catalog/sizes";
import vocabularyJson from "./data/catalog-vocabulary.json";

/** The sizes a leaf section is stocked in, and the shortest run of them a product has. */
type SizeScale = { sizes: string[]; minRun: number };

const SIZE_SCALES = {
  numeric: { sizes: NUMERIC_SIZES, minRun: 4 },
  letters: { sizes: LETTER_SIZES, minRun: 3 },
  shoes: { sizes: SHOE_SIZES, minRun: 4 },
  belts: { sizes: LETTER_SIZES.slice(1, 4), minRun: 3 },
  single: { sizes: [ONE_SIZE], minRun: 1 },
} satisfies Record<string, SizeScale>;

const ColourSchema = z.object({
  name: z.string().min(1),
  genitive: z.string().min(1),
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type Colour = z.infer<typeof ColourSchema>;

const words = z.array(z.string().min(1)).min(1);

const VocabularySchema = z
  .object({
    colours: z.array(ColourSchema).min(1),
    /** Lists of compositions the leaves pick from, by name. */
    compositions: z.record(z.string(), words),
    /**
     * A material named in the product name wins over the composition picked at random (which is still picked, so
     * the random sequence is unchanged): [phrase in the name, what the composition must mention, composition otherwise].
     */
    namedMaterials: z.array(z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)])),
    /** Keyed by leaf section id (see sections.ts). */
    leaves: z.record(
      z.string().regex(/^\d+$/),
      z.object({
        /** Relative share of the catalogue. */
        weight: z.number().int().positive(),
        bases: words,
        details: words,
        compositions: z.string(),
        /** Full price range in roubles. */
        price: z.tuple([z.number().int().positive(), z.number().int().positive()]),
        sizes: z.enum(Object.keys(SIZE_SCALES) as [keyof typeof SIZE_SCALES]),
      }),
    ),
  })
  .superRefine((vocabulary, context) => {
    for (const [id, leaf] of Object.entries(vocabulary.leaves)) {
      if (!vocabulary.compositions[leaf.compositions])
        context.addIssue({
          code: z.ZodIssueCode.custom,
          message: `no compositions ${leaf.compositions}`,
          path: ["leaves", id],
        });
    }
  });

const DATA = VocabularySchema.parse(vocabularyJson);

export const COLOURS: Colour[] = DATA.colours;

export const PROMO_HIT = "Хит";
export const PROMO_NEW = "Новинка";

export type LeafVocabulary = {
  weight: number;
  bases: string[];
  details: string[];
  compositions: string[];
  price: [number, number];
  sizes: SizeScale;
};

/** Keyed by leaf section id (see sections.ts). */
export const VOCABULARY: Record<number, LeafVocabulary> = Object.fromEntries(
  Object.entries(DATA.leaves).map(([id, leaf]) => [
    Number(id),
    { ...leaf, compositions: DATA.compositions[leaf.compositions], sizes: SIZE_SCALES[leaf.sizes] },
  ]),
);

/** The composition of a product called `name`, given the one picked from its section's list. */
export function compositionFor(name: string, picked: string): string {
  const lower = name.toLowerCase();
  for (const [phrase, mentions, composition] of DATA.namedMaterials) {
    if (lower.includes(phrase)) return picked.toLowerCase().includes(mentions) ? picked : composition;
  }
  return picked;
}
