import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AddressUndoPayloadSchema, addressUndoPayload } from "~/account/delivery/address-undo";
import { BasketUndoPayloadSchema, removedLineLabel } from "~/basket/basket-undo";
import {
  claimUndo,
  clearUndoCookie,
  MAX_SEAL_LENGTH,
  openUndo,
  readUndoCookie,
  sealUndo,
  UNDO_TTL_S,
  writeUndoCookie,
} from "~/http/undo.server";

const TOKEN = "shopper-token-0123456789";
const LINE = { productId: 52, offerId: 512, quantity: 3, name: "Рубашка", size: "44", kind: "active", at: 1 } as const;
const ADDRESS = {
  id: 7,
  city: "Москва",
  cityCode: "moscow",
  street: "ул. Ленина",
  building: "5",
  apartment: "12",
  entrance: "",
  floor: "",
  comment: "",
  isDefault: true,
};
const cookieRequest = (header: string) => new Request("https://store.test/order/", { headers: { Cookie: header } });

describe("a sealed undo", () => {
  it("opens for the shopper it was made for, before it expires, as the payload's schema reads it", () => {
    const now = Date.now();
    const seal = sealUndo(LINE, TOKEN, now);
    expect(openUndo(seal, TOKEN, BasketUndoPayloadSchema, now + 1000)).toEqual(LINE);
    expect(openUndo(seal, "another-shopper-token-0000", BasketUndoPayloadSchema, now)).toBeNull();
    expect(openUndo(seal, null, BasketUndoPayloadSchema, now)).toBeNull();
    expect(openUndo(seal, TOKEN, BasketUndoPayloadSchema, now + UNDO_TTL_S * 1000)).toBeNull();
  });

  it("cannot be forged into another offer or quantity: a changed payload or signature does not open", () => {
    const seal = sealUndo(LINE, TOKEN);
    const [, signature] = seal.split(".");
    const forgedBody = Buffer.from(
      JSON.stringify({ exp: Date.now() + 60_000, payload: { ...LINE, offerId: 999, quantity: 10 } }),
    ).toString("base64url");
    expect(openUndo(`${forgedBody}.${signature}`, TOKEN, BasketUndoPayloadSchema)).toBeNull();
    expect(
      openUndo(`${seal.split(".")[0]}.${"A".repeat(signature.length)}`, TOKEN, BasketUndoPayloadSchema),
    ).toBeNull();
    for (const junk of ["", "abc", "a.b.c", ".", `${seal}.x`, "x".repeat(MAX_SEAL_LENGTH + 1)])
      expect(openUndo(junk, TOKEN, BasketUndoPayloadSchema)).toBeNull();
  });

  it("opens only into its schema: a genuine seal of something else, or out of bounds, is null", () => {
    expect(openUndo(sealUndo({ ...LINE, quantity: 11 }, TOKEN), TOKEN, BasketUndoPayloadSchema)).toBeNull();
    expect(openUndo(sealUndo({ ...LINE, quantity: 0 }, TOKEN), TOKEN, BasketUndoPayloadSchema)).toBeNull();
    expect(openUndo(sealUndo(addressUndoPayload(ADDRESS, 0), TOKEN), TOKEN, BasketUndoPayloadSchema)).toBeNull();
    expect(openUndo(sealUndo(LINE, TOKEN), TOKEN, AddressUndoPayloadSchema)).toBeNull();
    expect(openUndo(sealUndo("text", TOKEN), TOKEN, z.number())).toBeNull();
  });
});

describe("a seal's one use", () => {
  it("is claimed once; a refusal gives it back for another try (its expiry: tests/unit/http/claims.test.ts)", async () => {
    const seal = sealUndo(LINE, TOKEN);
    const claim = await claimUndo(seal);
    expect(claim).not.toBeNull();
    expect(await claimUndo(seal)).toBeNull();
    await claim!.release();
    expect(await claimUndo(seal)).not.toBeNull();
    expect(await claimUndo(seal)).toBeNull();
  });
});

describe("the undo payloads", () => {
  it("keep an address's fields and default flag, not its id", () => {
    const payload = AddressUndoPayloadSchema.parse(addressUndoPayload(ADDRESS, 2));
    expect(payload).toEqual({ ...ADDRESS, id: undefined, at: 2 });
    expect(payload).not.toHaveProperty("id");
    expect(AddressUndoPayloadSchema.safeParse({ ...payload, cityCode: "Москва; drop" }).success).toBe(false);
    expect(AddressUndoPayloadSchema.safeParse({ ...payload, comment: "x".repeat(501) }).success).toBe(false);
  });

  it("name a removed line by its product and size", () => {
    expect(removedLineLabel(LINE)).toBe("Рубашка, размер 44");
    expect(removedLineLabel({ name: "Сумка", size: "" })).toBe("Сумка");
  });
});

describe("the undo cookie", () => {
  it("is HttpOnly, Secure, Strict, limited to its page and short-lived; read back it gives the seal", async () => {
    const header = await writeUndoCookie("/order/", "body.signature");
    expect(header).toMatch(/^undo=/);
    for (const flag of ["; Path=/order/", "; HttpOnly", "; Secure", "; SameSite=Strict", `; Max-Age=${UNDO_TTL_S}`])
      expect(header).toContain(flag);
    expect(await readUndoCookie(cookieRequest(`city=x; ${header.split(";")[0]}`))).toBe("body.signature");
    expect(await clearUndoCookie("/order/")).toMatch(/Max-Age=0.*Path=\/order\/|Path=\/order\/.*Max-Age=0/);
  });

  it("is absent when missing or malformed", async () => {
    expect(await readUndoCookie(new Request("https://store.test/order/"))).toBeNull();
    expect(await readUndoCookie(cookieRequest("undo=%%%"))).toBeNull();
    expect(await readUndoCookie(cookieRequest(`undo=${Buffer.from("42").toString("base64")}`))).toBeNull();
  });
});
