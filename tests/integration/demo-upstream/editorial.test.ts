import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApplicationAcceptedSchema, FranchisingSchema } from "../../../app/contract/applications";
import { NewsItemSchema, NewsListSchema } from "../../../app/contract/news";
import { EditorialPageSchema } from "../../../app/contract/pages";
import { VacancyListSchema } from "../../../app/contract/vacancies";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { RECYCLING } from "../../../server/demo-upstream/seed/loyalty-card";
import { RECYCLING_BONUS_PER_ITEM } from "../../../server/demo-upstream/seed/pages/recycling";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
let db: Database.Database;
beforeAll(async () => {
  upstream = await startTestUpstream();
  db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

/** Media URLs point at publicUrl (localhost); fetch them from the bound address. */
const local = (url: string) => url.replace(/^http:\/\/localhost:\d+/, upstream.url);
const count = (table: string) => db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get()!;

const CONTACT = { name: "Ирина Соколова", phone: "+7 (912) 345-67-89", email: "Irina@Example.ru", consent: true };

describe("GET /api/content/pages/{code}", () => {
  it("serves the About and LOVE Initiatives texts in Russian, with links that stay on the site", async () => {
    for (const code of ["company", "franchising", "vacancy", "initiatives", "recycling"]) {
      const { data } = await call(upstream, `/api/content/pages/${code}`, { schema: EditorialPageSchema });
      expect(data.code).toBe(code);
      expect(data.lead).toMatch(/[а-яё]{4}/i);
      expect(data.description.length).toBeGreaterThan(40);
      expect(data.sections.length).toBeGreaterThanOrEqual(2);
      expect(new Set(data.sections.map((section) => section.id)).size).toBe(data.sections.length);
      for (const section of data.sections)
        expect(section.blocks.length, `${code}: ${section.heading}`).toBeGreaterThan(0);
    }
  });

  it("counts the shops in its figures from the database", async () => {
    const stores = count("stores");
    const cities = db.prepare<[], number>("SELECT COUNT(DISTINCT city_id) FROM stores").pluck().get()!;
    const { data } = await call(upstream, "/api/content/pages/company", { schema: EditorialPageSchema });
    expect(data.facts?.items).toContainEqual({ value: String(stores), label: `магазинов в ${cities} городах` });
    const recycling = await call(upstream, "/api/content/pages/recycling", { schema: EditorialPageSchema });
    expect(recycling.data.facts?.items).toContainEqual({
      value: String(stores),
      label: "магазинов с контейнерами LOVE 2.0",
    });
  });

  it("links LOVE 2.0 to the shopper's own hand-ins, and states the bonuses the card holder's visits earned", async () => {
    const { data } = await call(upstream, "/api/content/pages/recycling", { schema: EditorialPageSchema });
    const links = data.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.type === "links" ? block.items : [])),
    );
    expect(links).toContainEqual({ text: "Мои сдачи LOVE 2.0", href: "/personal/recycling/" });
    for (const visit of RECYCLING) expect(visit.bonuses).toBe(visit.items * RECYCLING_BONUS_PER_ITEM);
  });

  it("draws a page's picture as SVG; a page without one, or an unknown page, has none", async () => {
    const { data } = await call(upstream, "/api/content/pages/company", { schema: EditorialPageSchema });
    expect(data.picture).toMatchObject({ width: 1200, height: 600, alt: expect.stringMatching(/[а-яё]/i) });
    const response = await fetch(local(data.picture!.src));
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await response.text()).toContain('width="1200" height="600"');
    expect(
      (await call(upstream, "/api/content/pages/vacancy", { schema: EditorialPageSchema })).data.picture,
    ).toBeNull();
    expect((await fetch(`${upstream.url}/images/pages/vacancy.svg`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/images/pages/nothing.svg`)).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed code", async () => {
    const unknown = await call(upstream, "/api/content/pages/delivery-to-mars");
    expect(unknown.status).toBe(404);
    expect(unknown.errors).toEqual([{ message: "Страница не найдена", code: "page_not_found" }]);
    for (const code of ["Company", "..%2Fcompany", "company%20"])
      expect((await call(upstream, `/api/content/pages/${code}`)).status, code).toBe(404);
  });
});

describe("news", () => {
  it("has two pages of ten, newest first, each item dated and in paragraphs", async () => {
    const first = await call(upstream, "/api/content/news", { schema: NewsListSchema });
    expect(first.data.pagination).toMatchObject({ page: 1, pageSize: 10, pages: 2 });
    expect(first.data.items).toHaveLength(10);
    const second = await call(upstream, "/api/content/news?page=2", { schema: NewsListSchema });
    expect(second.data.items).toHaveLength(first.data.pagination.total - 10);
    const dates = [...first.data.items, ...second.data.items].map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Every date lies before the seed's "now" (1 September 2025).
    expect(dates.every((date) => date < "2025-09-01")).toBe(true);
    const item = await call(upstream, `/api/content/news/${first.data.items[0].id}`, { schema: NewsItemSchema });
    expect(item.data.body.split("\n\n").length).toBeGreaterThanOrEqual(2);
  });

  it("gives an item its picture when it has one", async () => {
    const withPicture = db.prepare<[], number>("SELECT news_id FROM news_pictures ORDER BY news_id").pluck().get()!;
    const withoutPicture = db
      .prepare<[], number>("SELECT id FROM news WHERE id NOT IN (SELECT news_id FROM news_pictures) ORDER BY id")
      .pluck()
      .get()!;
    const { data } = await call(upstream, `/api/content/news/${withPicture}`, { schema: NewsItemSchema });
    expect(data.image).toMatchObject({ width: 1200, height: 600, alt: expect.stringMatching(/[а-яё]/i) });
    expect((await fetch(local(data.image!.src))).status).toBe(200);
    expect(
      (await call(upstream, `/api/content/news/${withoutPicture}`, { schema: NewsItemSchema })).data.image,
    ).toBeNull();
    expect((await fetch(`${upstream.url}/images/news/${withoutPicture}.svg`)).status).toBe(404);
  });
});

describe("GET /api/content/vacancies", () => {
  it("counts the vacancies of every city (none too) and names the HR address", async () => {
    const { data } = await call(upstream, "/api/content/vacancies", { schema: VacancyListSchema });
    expect(data.hrEmail).toBe("hr@lovestore.ru");
    expect(data.cities.map((city) => city.code)).toContain("pskov");
    expect(data.cities.reduce((sum, city) => sum + city.count, 0)).toBe(data.items.length);
    expect(data.cities.find((city) => city.code === "pskov")?.count).toBe(0);
    const pskov = await call(upstream, "/api/content/vacancies?city=pskov", { schema: VacancyListSchema });
    expect(pskov.data.items).toEqual([]);
  });

  it("answers 404 for an unknown city", async () => {
    const unknown = await call(upstream, "/api/content/vacancies?city=atlantis");
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]).toMatchObject({ message: "Город не найден", code: "city_not_found" });
  });
});

describe("franchising", () => {
  it("lists the formats to choose from", async () => {
    const { data } = await call(upstream, "/api/content/franchising", { schema: FranchisingSchema });
    expect(data.formats.map((format) => format.code)).toEqual(["mini", "standard", "maxi"]);
    expect(data.formats[0]).toMatchObject({ name: "Мини", area: "60–100\u00A0м²", investment: "от 4,5 млн\u00A0₽" });
  });

  it("stores a valid application, normalised", async () => {
    const before = count("franchise_applications");
    const result = await call(upstream, "/api/content/franchising", {
      body: { ...CONTACT, city: " Тверь ", format: "standard", message: "Помещение 140 м²" },
      schema: ApplicationAcceptedSchema,
    });
    expect(result.status).toBe(201);
    expect(count("franchise_applications")).toBe(before + 1);
    expect(
      db
        .prepare("SELECT name, phone, email, city, format_code, message FROM franchise_applications WHERE id = ?")
        .get(result.data.id),
    ).toEqual({
      name: "Ирина Соколова",
      phone: "+79123456789",
      email: "irina@example.ru",
      city: "Тверь",
      format_code: "standard",
      message: "Помещение 140 м²",
    });
  });

  it("refuses invalid input with a Russian error per field, and stores nothing", async () => {
    const before = count("franchise_applications");
    const result = await call(upstream, "/api/content/franchising", {
      body: { name: " ", phone: "12", email: "irina@", city: "", consent: false },
    });
    expect(result.status).toBe(400);
    expect(Object.fromEntries(result.errors.map((error) => [error.field, error.message]))).toEqual({
      name: "Укажите имя",
      phone: "Введите номер телефона в формате +7XXXXXXXXXX",
      email: "Введите корректный email",
      city: "Укажите город",
      format: "Выберите формат магазина",
      consent: "Нужно согласие на обработку персональных данных",
    });
    const unknownFormat = await call(upstream, "/api/content/franchising", {
      body: { ...CONTACT, city: "Тверь", format: "mega" },
    });
    expect(unknownFormat.status).toBe(400);
    expect(unknownFormat.errors).toEqual([
      { message: "Выберите формат магазина из списка", code: "unknown_format", field: "format" },
    ]);
    expect(count("franchise_applications")).toBe(before);
  });
});

describe("POST /api/content/vacancies/{id}/responses", () => {
  const vacancyId = () => db.prepare<[], number>("SELECT id FROM vacancies ORDER BY id").pluck().get()!;

  it("stores a valid response to an open vacancy", async () => {
    const before = count("vacancy_responses");
    const result = await call(upstream, `/api/content/vacancies/${vacancyId()}/responses`, {
      body: { ...CONTACT, message: "https://hh.ru/resume/123" },
      schema: ApplicationAcceptedSchema,
    });
    expect(result.status).toBe(201);
    expect(count("vacancy_responses")).toBe(before + 1);
    expect(
      db
        .prepare("SELECT vacancy_id, name, phone, email, message FROM vacancy_responses WHERE id = ?")
        .get(result.data.id),
    ).toEqual({
      vacancy_id: vacancyId(),
      name: "Ирина Соколова",
      phone: "+79123456789",
      email: "irina@example.ru",
      message: "https://hh.ru/resume/123",
    });
  });

  it("refuses invalid input (400 with fields) and an unknown vacancy (404 about vacancyId); stores nothing", async () => {
    const before = count("vacancy_responses");
    const invalid = await call(upstream, `/api/content/vacancies/${vacancyId()}/responses`, {
      body: { name: "Ирина", phone: "+7 912", email: "", message: "x".repeat(2001) },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.errors.map((error) => error.field)).toEqual(["phone", "email", "message", "consent"]);
    expect(invalid.errors.find((error) => error.field === "message")?.message).toBe("Не длиннее 2\u00A0000 символов");
    const unknown = await call(upstream, "/api/content/vacancies/999999/responses", { body: CONTACT });
    expect(unknown.status).toBe(404);
    expect(unknown.errors).toEqual([{ message: "Вакансия не найдена", code: "vacancy_not_found", field: "vacancyId" }]);
    expect((await call(upstream, "/api/content/vacancies/abc/responses", { body: CONTACT })).status).toBe(404);
    expect(count("vacancy_responses")).toBe(before);
  });
});
