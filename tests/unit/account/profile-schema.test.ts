import { describe, expect, it } from "vitest";
import { DeleteAccountSchema, profileFormSchema } from "~/account/profile/profile-schema";

const TODAY = new Date(2025, 5, 15);
const EMPTY = { email: "", birthDay: "" };
const FILLED = { email: "anna@example.ru", birthDay: "12.04.1992" };
const base = { firstName: " Анна ", lastName: "Смирнова", phone: "+7 (999) 123-45-67", agreement: "on" };

const errors = (current: typeof EMPTY, input: Record<string, string>) => {
  const parsed = profileFormSchema(current, TODAY).safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("profile form", () => {
  it("turns the form into the PATCH /user body (trimmed names, birthday as typed, agreement) and the +7 phone apart", () => {
    const parsed = profileFormSchema(EMPTY, TODAY).parse({
      ...base,
      email: " Anna@Example.RU ",
      birthday: "12.04.1992",
    });
    expect(parsed).toEqual({
      patch: {
        firstName: "Анна",
        lastName: "Смирнова",
        email: "anna@example.ru",
        birthday: "12.04.1992",
        agreement: true,
      },
      phone: "+79991234567",
    });
  });

  it("reads a leading 8 as +7 and an unchecked agreement as false", () => {
    const parsed = profileFormSchema(EMPTY, TODAY).parse({ ...base, phone: "8 999 123 45 67", agreement: undefined });
    expect(parsed.phone).toBe("+79991234567");
    expect(parsed.patch.agreement).toBe(false);
  });

  it("leaves out an e-mail and birthday the profile does not have yet", () => {
    const parsed = profileFormSchema(EMPTY, TODAY).parse({ ...base, email: "", birthday: "" });
    expect(parsed.patch).not.toHaveProperty("email");
    expect(parsed.patch).not.toHaveProperty("birthday");
  });

  it("refuses to clear an e-mail or birthday the profile has (the upstream would keep them)", () => {
    expect(errors(FILLED, { ...base, email: "", birthday: "" })).toEqual({
      email: "Укажите email",
      birthday: "Укажите дату рождения",
    });
  });

  it("answers in Russian, per field", () => {
    expect(
      errors(EMPTY, { firstName: "", lastName: " ", phone: "123", email: "nope", birthday: "31.02.1990" }),
    ).toEqual({
      firstName: "Укажите имя",
      lastName: "Укажите фамилию",
      phone: "Введите номер телефона в формате +7 (999) 999-99-99",
      email: "Введите корректный email",
      birthday: "Такой даты не существует",
    });
    expect(errors(EMPTY, { ...base, phone: "" })).toEqual({ phone: "Укажите номер телефона" });
    expect(errors(EMPTY, { ...base, birthday: "1990-01-01" })).toEqual({
      birthday: "Введите дату в формате ДД.ММ.ГГГГ",
    });
    expect(errors(EMPTY, { ...base, birthday: "01.01.2030" })).toEqual({
      birthday: "Дата рождения не может быть в будущем",
    });
    expect(errors(EMPTY, { ...base, firstName: "я".repeat(61) })).toEqual({ firstName: "Не длиннее 60 символов" });
  });
});

describe("account deletion", () => {
  it("needs the 'Я понимаю…' box", () => {
    expect(DeleteAccountSchema.safeParse({ confirm: "on" }).success).toBe(true);
    const missing = DeleteAccountSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0].message).toBe("Подтвердите, что понимаете последствия удаления");
    expect(DeleteAccountSchema.safeParse({ confirm: "off" }).success).toBe(false);
  });
});
