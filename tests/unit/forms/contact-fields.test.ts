import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, emailField, emailProblem, phoneField, phoneProblem } from "~/forms/contact-fields";
import { profileFormSchema } from "~/account/profile/profile-schema";
import { LoginFormSchema } from "~/account/login-schema";
import { cardRegisterSchema } from "~/account/card/card";
import { ProductFormSchema } from "~/catalog/product-form-schema";
import { FranchiseFormSchema } from "~/content/application-schema";

describe("the contact fields' messages", () => {
  it("are one message for a missing and one for an invalid value of each field", () => {
    expect(CONTACT_MESSAGES).toEqual({
      emailMissing: "Укажите email",
      emailInvalid: "Введите корректный email",
      phoneMissing: "Укажите номер телефона",
      phoneInvalid: "Введите номер телефона в формате +7 (999) 999-99-99",
    });
  });

  it("tell a missing e-mail from an invalid one", () => {
    for (const value of ["", "   "]) expect(emailProblem(value)).toBe(CONTACT_MESSAGES.emailMissing);
    for (const value of ["olga@", "olga@example", "ol ga@example.ru", `${"a".repeat(250)}@example.ru`])
      expect(emailProblem(value)).toBe(CONTACT_MESSAGES.emailInvalid);
    expect(emailProblem(" Olga@Example.ru ")).toBeUndefined();
    expect(emailField.parse(" Olga@Example.ru ")).toBe("olga@example.ru");
    expect(emailField.safeParse(undefined).error?.issues[0].message).toBe(CONTACT_MESSAGES.emailMissing);
  });

  it("tell a missing phone from an invalid one", () => {
    for (const value of ["", "  "]) expect(phoneProblem(value)).toBe(CONTACT_MESSAGES.phoneMissing);
    for (const value of ["12", "12345", "+7 (912) 345-67", "abc"])
      expect(phoneProblem(value)).toBe(CONTACT_MESSAGES.phoneInvalid);
    expect(phoneProblem("+7 (912) 345-67-89")).toBeUndefined();
    expect(phoneField.parse("8 912 345 67 89")).toBe("+79123456789");
    expect(phoneField.safeParse(undefined).error?.issues[0].message).toBe(CONTACT_MESSAGES.phoneMissing);
  });

  it("are what every form with an e-mail or a phone says", () => {
    const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      // The first message of each field, as the forms kit shows it.
      Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [issue.path[0], issue.message]));
    const bad = { email: "olga@", phone: "12345" };
    const empty = { email: "", phone: "" };
    const profile = profileFormSchema({ email: "olga@example.ru", birthDay: "" });
    const profileForm = { firstName: "Ольга", lastName: "Тестова" };
    expect(messages(profile.safeParse({ ...profileForm, ...bad }))).toEqual({
      email: CONTACT_MESSAGES.emailInvalid,
      phone: CONTACT_MESSAGES.phoneInvalid,
    });
    expect(messages(profile.safeParse({ ...profileForm, ...empty }))).toEqual({
      email: CONTACT_MESSAGES.emailMissing,
      phone: CONTACT_MESSAGES.phoneMissing,
    });
    expect(messages(LoginFormSchema.safeParse({ intent: "code", phone: "12345" }))).toEqual({
      phone: CONTACT_MESSAGES.phoneInvalid,
    });
    expect(messages(LoginFormSchema.safeParse({ intent: "code", phone: "" }))).toEqual({
      phone: CONTACT_MESSAGES.phoneMissing,
    });
    const card = { firstName: "Ольга", lastName: "Тестова", birthday: "01.01.1990", agreement: "yes" };
    expect(messages(cardRegisterSchema().safeParse({ ...card, email: "" }))).toEqual({
      email: CONTACT_MESSAGES.emailMissing,
    });
    const preorder = { intent: "preorder", productId: "52", offer: "1", name: "Анна" };
    expect(messages(ProductFormSchema.safeParse({ ...preorder, ...empty }))).toEqual({
      email: CONTACT_MESSAGES.emailMissing,
      phone: CONTACT_MESSAGES.phoneMissing,
    });
    const franchise = { name: "Ольга", city: "Пермь", format: "mall", consent: "on" };
    expect(messages(FranchiseFormSchema.safeParse({ ...franchise, ...bad }))).toEqual({
      email: CONTACT_MESSAGES.emailInvalid,
      phone: CONTACT_MESSAGES.phoneInvalid,
    });
  });
});
