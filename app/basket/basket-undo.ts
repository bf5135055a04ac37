import { z } from "zod";
import { MAX_QUANTITY, MIN_QUANTITY, type BasketUndo } from "./basket-form";

// «Вернуть» after removing a basket line: what the server seals (app/http/undo.server.ts) and what the page shows.

/** Where the messages of a failed «Вернуть» are addressed (a toast `target`, carried across a redirect). */
export const BASKET_UNDO_TARGET = "basket-undo";

export const LINE_KINDS = ["active", "delayed", "unavailable"] as const satisfies ReadonlyArray<BasketUndo["kind"]>;
export type LineKind = BasketUndo["kind"];

/** A removed line as sealed: what «Вернуть» adds again (checked like any add), and where its row stood. */
export const BasketUndoPayloadSchema = z.object({
  productId: z.number().int().positive(),
  offerId: z.number().int().positive(),
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
  name: z.string().max(300),
  size: z.string().max(32),
  kind: z.enum(LINE_KINDS),
  /** The line's place in its list. */
  at: z.number().int().min(0).max(500),
});
export type BasketUndoPayload = z.infer<typeof BasketUndoPayloadSchema>;

/** `Блузка, размер 44`: the removed line as the row names it. */
export const removedLineLabel = ({ name, size }: Pick<BasketUndoPayload, "name" | "size">) =>
  size ? `${name}, размер ${size}` : name;
