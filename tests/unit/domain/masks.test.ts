import { describe, expect, it } from "vitest";
import {
  BIRTHDAY_MASK,
  CODE_MASK,
  PHONE_MASK,
  SPEC_MASKS,
  applyMask,
  formatPhone,
  normalizePhone,
  parseBirthday,
} from "~/domain/masks";

describe("mask constants", () => {
  it("imask patterns", () => {
    expect(PHONE_MASK).toBe("+7 (000) 000-00-00");
    expect(BIRTHDAY_MASK).toBe("00.00.0000");
    expect(CODE_MASK).toBe("000000");
  });
  it("spec patterns", () => {
    expect(SPEC_MASKS).toEqual({ phone: "+7 (###) ###-##-##", birthday: "##.##.####", code: "######" });
  });
  it("imask and spec patterns describe the same shape", () => {
    expect(SPEC_MASKS.phone.replace(/#/g, "0")).toBe(PHONE_MASK);
    expect(SPEC_MASKS.birthday.replace(/#/g, "0")).toBe(BIRTHDAY_MASK);
    expect(SPEC_MASKS.code.replace(/#/g, "0")).toBe(CODE_MASK);
  });
});

describe("applyMask", () => {
  it("formats a full phone", () => {
    expect(applyMask(SPEC_MASKS.phone, "9123456789")).toBe("+7 (912) 345-67-89");
  });

  it("formats partial input, stopping at the first unfilled token", () => {
    expect(applyMask(SPEC_MASKS.phone, "")).toBe("");
    expect(applyMask(SPEC_MASKS.phone, "9")).toBe("+7 (9");
    expect(applyMask(SPEC_MASKS.phone, "912")).toBe("+7 (912");
    expect(applyMask(SPEC_MASKS.phone, "9123")).toBe("+7 (912) 3");
    expect(applyMask(SPEC_MASKS.birthday, "0103")).toBe("01.03");
    expect(applyMask(SPEC_MASKS.birthday, "01031")).toBe("01.03.1");
  });

  it("drops characters beyond the mask", () => {
    expect(applyMask(SPEC_MASKS.code, "12345678")).toBe("123456");
    expect(applyMask(SPEC_MASKS.phone, "912345678999")).toBe("+7 (912) 345-67-89");
  });

  it("skips characters that do not fit a token", () => {
    expect(applyMask(SPEC_MASKS.code, "1a2 b3-4_5!6")).toBe("123456");
    expect(applyMask(SPEC_MASKS.birthday, "01/03/1990")).toBe("01.03.1990");
    expect(applyMask(SPEC_MASKS.code, "abc")).toBe("");
  });

  it("is idempotent on masked values", () => {
    for (const [pattern, raw] of [
      [SPEC_MASKS.phone, "9123456789"],
      [SPEC_MASKS.phone, "91234"],
      [SPEC_MASKS.birthday, "01031990"],
      [SPEC_MASKS.code, "123"],
    ] as const) {
      const once = applyMask(pattern, raw);
      expect(applyMask(pattern, once)).toBe(once);
    }
    expect(applyMask(SPEC_MASKS.phone, "+7 (912) 345-67-89")).toBe("+7 (912) 345-67-89");
  });

  it("reads a leading 7 as the literal +7", () => {
    expect(applyMask(SPEC_MASKS.phone, "79123456789")).toBe("+7 (912) 345-67-89");
  });

  it("supports @ (letter) and * (letter or digit) tokens", () => {
    expect(applyMask("@@-##", "ab12")).toBe("ab-12");
    expect(applyMask("@@-##", "1a2b34")).toBe("ab-34");
    expect(applyMask("@@@", "Жёлт")).toBe("Жёл");
    expect(applyMask("***-***", "a1!b2c3")).toBe("a1b-2c3");
  });

  it("emits trailing literals only when the mask is complete", () => {
    expect(applyMask("(##)", "12")).toBe("(12)");
    expect(applyMask("(##)", "1")).toBe("(1");
    expect(applyMask("#-#-", "12")).toBe("1-2-");
  });
});

describe("normalizePhone", () => {
  it.each([
    ["+7 (912) 345-67-89", "+79123456789"],
    ["89123456789", "+79123456789"],
    ["8 912 345 67 89", "+79123456789"],
    ["79123456789", "+79123456789"],
    ["+79123456789", "+79123456789"],
    ["9123456789", "+79123456789"],
    ["(912) 345-67-89", "+79123456789"],
    ["8 (812) 123-45-67", "+78121234567"],
    ["8123456789", "+78123456789"],
  ])("%s → %s", (raw, phone) => expect(normalizePhone(raw)).toBe(phone));

  it.each([
    "",
    "abc",
    "912345678",
    "19123456789",
    "+380441234567",
    "912345678901",
    "+7 (912) 345-67",
    "+7 (998) 292-57-0",
    "+9123456789",
  ])("%j → null", (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});

describe("formatPhone", () => {
  it("formats normalised numbers", () => {
    expect(formatPhone("+79123456789")).toBe("+7 (912) 345-67-89");
    expect(formatPhone("89123456789")).toBe("+7 (912) 345-67-89");
  });
  it("handles area codes starting with 7", () => {
    expect(formatPhone("+77771234567")).toBe("+7 (777) 123-45-67");
  });
  it("returns anything else unchanged", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("12345")).toBe("12345");
  });
});

describe("parseBirthday", () => {
  const today = new Date(2024, 5, 15); // 15.06.2024, local time

  it("accepts a valid date and returns ISO", () => {
    expect(parseBirthday("01.03.1990", today)).toEqual({ ok: true, iso: "1990-03-01" });
    expect(parseBirthday(" 31.12.1999 ", today)).toEqual({ ok: true, iso: "1999-12-31" });
  });

  it("requires a value", () => {
    expect(parseBirthday("", today)).toEqual({ ok: false, message: "Укажите дату рождения" });
    expect(parseBirthday("   ", today)).toEqual({ ok: false, message: "Укажите дату рождения" });
  });

  it.each(["1.3.1990", "01-03-1990", "1990-03-01", "01.03.90", "01.03.1990г", "ab.cd.efgh", "01.03"])(
    "rejects the format of %j",
    (s) => {
      expect(parseBirthday(s, today)).toEqual({ ok: false, message: "Введите дату в формате ДД.ММ.ГГГГ" });
    },
  );

  it.each(["31.02.1990", "29.02.1990", "00.01.1990", "01.00.1990", "01.13.1990", "32.01.1990", "31.04.1990"])(
    "rejects the impossible date %s",
    (s) => {
      expect(parseBirthday(s, today)).toEqual({ ok: false, message: "Такой даты не существует" });
    },
  );

  it("accepts 29 February in leap years", () => {
    expect(parseBirthday("29.02.2000", today)).toEqual({ ok: true, iso: "2000-02-29" });
  });

  it("rejects dates in the future", () => {
    for (const s of ["16.06.2024", "01.01.2025", "15.07.2024"]) {
      expect(parseBirthday(s, today)).toEqual({ ok: false, message: "Дата рождения не может быть в будущем" });
    }
  });

  it("requires age 14 or more, counted in full years", () => {
    expect(parseBirthday("15.06.2010", today)).toEqual({ ok: true, iso: "2010-06-15" });
    expect(parseBirthday("16.06.2010", today)).toEqual({ ok: false, message: "Возраст должен быть не меньше 14 лет" });
    expect(parseBirthday("15.06.2024", today)).toEqual({ ok: false, message: "Возраст должен быть не меньше 14 лет" });
  });

  it("counts a 29 February birthday from 1 March in common years", () => {
    const birthday = "29.02.2008";
    expect(parseBirthday(birthday, new Date(2022, 1, 28)).ok).toBe(false);
    expect(parseBirthday(birthday, new Date(2022, 2, 1)).ok).toBe(true);
  });

  it("allows age up to 120", () => {
    expect(parseBirthday("15.06.1904", today)).toEqual({ ok: true, iso: "1904-06-15" });
    expect(parseBirthday("16.06.1903", today)).toEqual({ ok: true, iso: "1903-06-16" }); // 120 years and 364 days
    expect(parseBirthday("15.06.1903", today)).toEqual({ ok: false, message: "Проверьте год рождения" });
    expect(parseBirthday("01.01.0001", today)).toEqual({ ok: false, message: "Проверьте год рождения" });
  });

  it("defaults today to now", () => {
    expect(parseBirthday("01.01.1990").ok).toBe(true);
    expect(parseBirthday(`01.01.${new Date().getFullYear() + 1}`)).toMatchObject({ ok: false });
  });
});
