import { describe, expect, it } from "vitest";
import { FranchiseFormSchema, VacancyResponseFormSchema } from "~/content/application-schema";
import { paragraphsOf } from "~/content/news/paragraphs";
import { mailtoHref, vacancyPageHref } from "~/content/vacancy/vacancy-links";
import { HONEYPOT_FIELD, isSpam } from "~/forms/honeypot";

describe("paragraphsOf", () => {
  it("splits a news body at blank lines and trims each paragraph", () => {
    expect(paragraphsOf("Первый абзац.\n\n  Второй абзац.  \n\nТретий.")).toEqual([
      "Первый абзац.",
      "Второй абзац.",
      "Третий.",
    ]);
    expect(paragraphsOf("Строка\r\n\r\nещё\n \nи ещё")).toEqual(["Строка", "ещё", "и ещё"]);
  });

  it("keeps single line breaks inside a paragraph, and a body without blank lines whole", () => {
    expect(paragraphsOf("Одна строка\nи вторая")).toEqual(["Одна строка\nи вторая"]);
    expect(paragraphsOf("\n\n\n")).toEqual([]);
  });
});

describe("vacancy links", () => {
  it("builds the page of a city, and the response form with a vacancy chosen", () => {
    expect(vacancyPageHref(null)).toBe("/about/vacancy/");
    expect(vacancyPageHref("kazan")).toBe("/about/vacancy/?city=kazan");
    expect(vacancyPageHref(null, 7)).toBe("/about/vacancy/?vacancy=7#vacancy-response");
    expect(vacancyPageHref("st_petersburg", 12)).toBe("/about/vacancy/?city=st_petersburg&vacancy=12#vacancy-response");
  });

  it("encodes a mail subject", () => {
    expect(mailtoHref("hr@lovestore.ru", "Отклик на вакансию «Кладовщик», Санкт-Петербург")).toBe(
      `mailto:hr@lovestore.ru?subject=${encodeURIComponent("Отклик на вакансию «Кладовщик», Санкт-Петербург")}`,
    );
    expect(mailtoHref("hr@lovestore.ru", "A&B=?")).toBe("mailto:hr@lovestore.ru?subject=A%26B%3D%3F");
  });
});

describe("honeypot", () => {
  it("is spam only when the hidden field is filled in", () => {
    expect(isSpam({ name: "Ирина", [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(isSpam({ name: "Ирина" })).toBe(false);
    expect(isSpam({ name: "Ирина", [HONEYPOT_FIELD]: "https://spam.example" })).toBe(true);
  });
});

/** The first message of each field, as the forms show them (fieldErrorsOf). */
const firstMessages = (issues: { path: (string | number)[]; message: string }[]) => {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe("application forms", () => {
  const franchise = {
    name: " Ирина ",
    phone: "8 (912) 345-67-89",
    email: " Irina@Example.RU ",
    city: "Тверь",
    format: "mini",
    consent: "on",
  };

  it("normalise a valid franchise application: trimmed, phone as +7…, e-mail lowercased, message empty when absent", () => {
    expect(FranchiseFormSchema.parse(franchise)).toEqual({
      name: "Ирина",
      phone: "+79123456789",
      email: "irina@example.ru",
      city: "Тверь",
      format: "mini",
      message: "",
      consent: true,
    });
  });

  it("give a Russian message per field", () => {
    const result = FranchiseFormSchema.safeParse({ phone: "123", email: "irina@", message: "x".repeat(2001) });
    expect(result.success).toBe(false);
    const messages = firstMessages(result.error!.issues);
    expect(messages).toEqual({
      name: "Укажите имя",
      phone: "Введите номер телефона в формате +7 (999) 999-99-99",
      email: "Введите корректный email",
      city: "Укажите город",
      format: "Выберите формат магазина",
      message: "Не длиннее 2\u00A0000 символов",
      consent: "Нужно согласие на обработку персональных данных",
    });
  });

  it("ask for a phone and an e-mail when they are left empty", () => {
    const result = VacancyResponseFormSchema.safeParse({
      vacancyId: "3",
      name: "Мария",
      phone: " ",
      email: "",
      consent: "on",
    });
    const messages = firstMessages(result.error!.issues);
    expect(messages).toEqual({ phone: "Укажите номер телефона", email: "Укажите email" });
  });

  it("refuse a vacancy that is not a positive id", () => {
    for (const vacancyId of ["", "0", "abc", "-1", "1e3"]) {
      const result = VacancyResponseFormSchema.safeParse({
        vacancyId,
        name: "Мария",
        phone: "9123456789",
        email: "m@example.ru",
        consent: "on",
      });
      expect(
        result.error?.issues.map((issue) => [issue.path[0], issue.message]),
        vacancyId,
      ).toEqual([["vacancyId", "Выберите вакансию"]]);
    }
  });
});
