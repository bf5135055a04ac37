import { describe, expect, it } from "vitest";
import {
  ActivateCertificateSchema,
  CertificateNumberParamSchema,
  CODE_MESSAGE,
  normaliseCertificateNumber,
  NUMBER_MESSAGE,
  orderIdFromNumber,
  signedMoney,
} from "~/account/certificates/certificates";

describe("certificate numbers", () => {
  it("normalises 16 digits with spaces or dashes to the dashed form", () => {
    expect(normaliseCertificateNumber("1000200030004001")).toBe("1000-2000-3000-4001");
    expect(normaliseCertificateNumber(" 1000 2000 3000 4001 ")).toBe("1000-2000-3000-4001");
    expect(normaliseCertificateNumber("1000-2000-3000-4001")).toBe("1000-2000-3000-4001");
    for (const bad of ["", "1000-2000-3000-400", "1000-2000-3000-40011", "1000-2000-3000-400a"])
      expect(normaliseCertificateNumber(bad)).toBeNull();
  });

  it("accepts only the dashed form as a route parameter", () => {
    expect(CertificateNumberParamSchema.safeParse("1000-2000-3000-0001").success).toBe(true);
    for (const bad of ["1000200030000001", "activation", "1000-2000-3000-000", undefined])
      expect(CertificateNumberParamSchema.safeParse(bad).success).toBe(false);
  });
});

describe("ActivateCertificateSchema", () => {
  const errors = (input: Record<string, string>) => {
    const result = ActivateCertificateSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path[0], i.message]));
  };

  it("parses a number and code", () => {
    expect(ActivateCertificateSchema.parse({ number: "1000 2000 3000 4001", code: " 12345678 " })).toEqual({
      number: "1000-2000-3000-4001",
      code: "12345678",
    });
  });

  it("explains wrong input in Russian", () => {
    expect(errors({ number: "", code: "" })).toEqual({
      number: "Введите номер сертификата",
      code: "Введите код сертификата",
    });
    expect(errors({ number: "1000-2000", code: "12a4" })).toEqual({ number: NUMBER_MESSAGE, code: CODE_MESSAGE });
    expect(errors({})).toEqual({ number: "Введите номер сертификата", code: "Введите код сертификата" });
  });
});

describe("certificate history helpers", () => {
  it("finds the order id of an order number", () => {
    expect(orderIdFromNumber("LS-100205")).toBe(5);
    expect(orderIdFromNumber("LS-100200")).toBeNull();
    expect(orderIdFromNumber("X-1")).toBeNull();
    expect(orderIdFromNumber(null)).toBeNull();
  });

  it("signs amounts with a real minus", () => {
    expect(signedMoney({ value: 3000, format: "3\u00A0000\u00A0₽" })).toBe("+3\u00A0000\u00A0₽");
    expect(signedMoney({ value: -1800, format: "-1\u00A0800\u00A0₽" })).toBe("−1\u00A0800\u00A0₽");
    expect(signedMoney({ value: -1800, format: "1\u00A0800\u00A0₽" })).toBe("−1\u00A0800\u00A0₽");
  });
});
