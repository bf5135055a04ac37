import { describe, expect, it } from "vitest";
import { AGREEMENT_MESSAGE, bonusCount, cardRegisterSchema, groupCardNumber, signedBonuses } from "~/account/card/card";

const TODAY = new Date(2025, 8, 1);
const valid = {
  firstName: " Анна ",
  lastName: "Смирнова",
  birthday: "12.04.1992",
  email: "anna@example.ru",
  agreement: "yes",
};

describe("card formatting", () => {
  it("groups the card number in fours", () => {
    expect(groupCardNumber("2000000000018")).toBe("2000 0000 0001 8");
    expect(groupCardNumber("2000 0000 0001 8")).toBe("2000 0000 0001 8");
    expect(groupCardNumber("AB-12")).toBe("AB-12");
  });

  it("counts bonuses with Russian plurals", () => {
    expect(bonusCount(1)).toBe("1 бонус");
    expect(bonusCount(3)).toBe("3 бонуса");
    expect(bonusCount(1250)).toBe("1\u00A0250 бонусов");
  });

  it("signs history amounts", () => {
    expect(signedBonuses("accrual", 500)).toBe("+500");
    expect(signedBonuses("spending", 1300)).toBe("−1\u00A0300");
  });
});

describe("cardRegisterSchema", () => {
  const schema = cardRegisterSchema(TODAY);
  const errors = (input: Record<string, string>) => {
    const result = schema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path[0], i.message]));
  };

  it("accepts a complete form and trims", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, firstName: "Анна", agreement: true });
  });

  it("wants names, email and the agreement", () => {
    expect(errors({ ...valid, firstName: " ", lastName: "", email: "nope", agreement: "" })).toEqual({
      firstName: "Укажите имя",
      lastName: "Укажите фамилию",
      email: "Введите корректный email",
      agreement: AGREEMENT_MESSAGE,
    });
    const { agreement: _agreement, ...withoutAgreement } = valid;
    expect(errors(withoutAgreement)).toEqual({ agreement: AGREEMENT_MESSAGE });
  });

  it("validates the birthday with parseBirthday", () => {
    expect(errors({ ...valid, birthday: "31.02.1990" }).birthday).toBe("Такой даты не существует");
    expect(errors({ ...valid, birthday: "1990-01-01" }).birthday).toBe("Введите дату в формате ДД.ММ.ГГГГ");
    expect(errors({ ...valid, birthday: "01.01.2020" }).birthday).toBe("Возраст должен быть не меньше 14 лет");
    expect(errors({ ...valid, birthday: "" }).birthday).toBe("Укажите дату рождения");
  });
});
