import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ariaFor } from "~/forms/field";
import { fieldErrorsOf, formObject, pickValues } from "~/forms/reply";
import { SubscribeActionSchema } from "~/account/subscribe/subscribe-schema";

describe("form replies", () => {
  it("keeps the first message of each known field; unknown fields make a form message", () => {
    const schema = z.object({
      a: z.string().min(2, "short").email("email"),
      b: z.string({ required_error: "need b" }),
      c: z.literal("x"),
    });
    const parsed = schema.safeParse({ a: "1" });
    expect(fieldErrorsOf(parsed.error!, ["a", "b"] as const)).toEqual({
      fieldErrors: { a: "short", b: "need b" },
      formError: "Не удалось отправить форму. Обновите страницу и попробуйте ещё раз.",
    });
  });

  it("echoes only the named text fields, bounded", () => {
    const form = new FormData();
    form.append("street", "x".repeat(2000));
    form.append("other", "y");
    form.append("street", "second");
    const values = pickValues(formObject(form), ["street", "building"] as const);
    expect(values).toEqual({ street: "x".repeat(1000) });
    expect(formObject(form)).toEqual({ street: "x".repeat(2000), other: "y" });
  });

  it("links hints and errors", () => {
    expect(ariaFor("f")).toEqual({ "aria-invalid": undefined, "aria-describedby": undefined });
    expect(ariaFor("f", "bad")).toEqual({ "aria-invalid": true, "aria-describedby": "f-error" });
    expect(ariaFor("f", "bad", "hint")).toEqual({ "aria-invalid": true, "aria-describedby": "f-hint f-error" });
    expect(ariaFor("f", undefined, "hint")["aria-describedby"]).toBe("f-hint");
  });
});

describe("subscriptions form", () => {
  it("reads unchecked boxes as off", () => {
    expect(SubscribeActionSchema.parse({ intent: "newsletters", email: "on" })).toEqual({
      intent: "newsletters",
      email: true,
      sms: false,
    });
    expect(SubscribeActionSchema.parse({ intent: "unsubscribe", id: "12" })).toEqual({ intent: "unsubscribe", id: 12 });
    expect(SubscribeActionSchema.safeParse({ intent: "unsubscribe", id: "abc" }).success).toBe(false);
  });
});
