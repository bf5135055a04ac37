import { describe, expect, it } from "vitest";
import { AddressEditActionSchema, AddressFormSchema, AddressListActionSchema } from "~/account/delivery/address-schema";
import { addressLine, detailsLine, streetLine } from "~/account/delivery/address-text";

const form = { cityCode: "kazan", street: " ул. Баумана ", building: "12", apartment: "", isDefault: "on" };

describe("address form", () => {
  it("becomes the upstream body: trimmed, optional fields empty, the checkbox a boolean", () => {
    expect(AddressFormSchema.parse(form)).toEqual({
      cityCode: "kazan",
      street: "ул. Баумана",
      building: "12",
      apartment: "",
      entrance: "",
      floor: "",
      comment: "",
      isDefault: true,
    });
    expect(AddressFormSchema.parse({ ...form, isDefault: undefined }).isDefault).toBe(false);
  });

  it("names the missing and too long fields in Russian", () => {
    const parsed = AddressFormSchema.safeParse({
      cityCode: "",
      street: "",
      building: "1".repeat(21),
      comment: "я".repeat(501),
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      cityCode: "Выберите город",
      street: "Укажите улицу",
      building: "Не длиннее 20 символов",
      comment: "Не длиннее 500 символов",
    });
  });

  it("tells the list page's intents apart and checks ids", () => {
    expect(AddressListActionSchema.parse({ ...form, intent: "add" }).intent).toBe("add");
    expect(AddressListActionSchema.parse({ intent: "delete", id: "7" })).toEqual({ intent: "delete", id: 7 });
    expect(AddressListActionSchema.safeParse({ intent: "delete", id: "0" }).success).toBe(false);
    expect(AddressListActionSchema.safeParse({ intent: "default", id: "1e3" }).success).toBe(false);
    expect(AddressListActionSchema.safeParse({ intent: "drop" }).success).toBe(false);
    expect(AddressEditActionSchema.parse({ intent: "delete" })).toEqual({ intent: "delete" });
  });
});

describe("address text", () => {
  const address = {
    city: "Москва",
    street: "ул. Тверская",
    building: "7",
    apartment: "15",
    entrance: "2",
    floor: "",
    comment: "",
  };
  it("reads as a Russian address line", () => {
    expect(streetLine(address)).toBe("ул. Тверская, д. 7, кв. 15");
    expect(addressLine(address)).toBe("Москва, ул. Тверская, д. 7, кв. 15");
    expect(detailsLine(address)).toBe("подъезд 2");
    expect(streetLine({ ...address, apartment: "" })).toBe("ул. Тверская, д. 7");
    expect(detailsLine({ entrance: "", floor: "" })).toBe("");
  });
});
