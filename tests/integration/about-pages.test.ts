import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseFile } from "../../server/demo-upstream/db/open";
import { args, settle } from "./support/upstream";
import { startTestUpstream, type TestUpstream } from "./demo-upstream/helpers";

/**
 * The About and LOVE Initiatives routes against the embedded upstream: loaders (404s, paging, the city filter) and
 * the two application forms' actions (what they store, what they answer a document and a fetcher, the honeypot).
 */

let upstream: TestUpstream;
let db: Database.Database;
let company: typeof import("~/routes/about.company");
let news: typeof import("~/routes/about.news._index");
let newsItem: typeof import("~/routes/about.news.$id");
let franchising: typeof import("~/routes/about.franchising");
let vacancy: typeof import("~/routes/about.vacancy");
let initiatives: typeof import("~/routes/initiatives._index");
let recycling: typeof import("~/routes/initiatives.recycling");

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  process.env.API_URL = upstream.url;
  db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true, fileMustExist: true });
  [company, news, newsItem, franchising, vacancy, initiatives, recycling] = await Promise.all([
    import("~/routes/about.company"),
    import("~/routes/about.news._index"),
    import("~/routes/about.news.$id"),
    import("~/routes/about.franchising"),
    import("~/routes/about.vacancy"),
    import("~/routes/initiatives._index"),
    import("~/routes/initiatives.recycling"),
  ]);
});
afterAll(async () => {
  db.close();
  await upstream.stop();
});

type Route = { loader: (a: never) => Promise<unknown>; action?: (a: never) => Promise<unknown> };
const get = (route: Route, url: string, params: Record<string, string> = {}) =>
  settle(() => route.loader({ ...args(url), params } as never));
const post = (route: Route, url: string, fields: Record<string, string>) =>
  settle(() =>
    route.action!({ ...args(url, { method: "POST", body: new URLSearchParams(fields) }), params: {} } as never),
  );
const count = (table: string) => db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get()!;
const flashOf = (response: Response) => response.headers.get("Set-Cookie") ?? "";

describe("editorial pages", () => {
  it("load the company, initiatives and LOVE 2.0 texts for a guest, publicly cacheable (no cookie set)", async () => {
    for (const [route, url, code] of [
      [company, "/about/company/", "company"],
      [initiatives, "/initiatives/", "initiatives"],
      [recycling, "/initiatives/recycling/", "recycling"],
    ] as const) {
      const response = await get(route, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("Set-Cookie"), url).toBeNull();
      expect((await response.json()).page.code).toBe(code);
    }
  });
});

describe("news", () => {
  it("pages the list by ?page=N and answers 404 past the last page or out of the upstream's range", async () => {
    const first = await (await get(news, "/about/news/")).json();
    expect(first.items).toHaveLength(10);
    expect(first.pagination).toMatchObject({ page: 1, pages: 2 });
    const second = await get(news, "/about/news/?page=2");
    expect(second.status).toBe(200);
    expect((await second.json()).items.length).toBeGreaterThan(0);
    for (const page of ["3", "100000"]) {
      const beyond = await get(news, `/about/news/?page=${page}`);
      expect(beyond.status, page).toBe(404);
    }
  });

  it("opens an item with up to three other news, and answers 404 for an unknown or malformed id", async () => {
    const response = await get(newsItem, "/about/news/2/", { id: "2" });
    const data = await response.json();
    expect(data.item).toMatchObject({ id: 2, title: "Новая коллекция осень — зима" });
    expect(data.others).toHaveLength(3);
    expect(data.others.map((other: { id: number }) => other.id)).not.toContain(2);
    for (const id of ["999999", "0", "2abc", "-1"])
      expect((await get(newsItem, `/about/news/${id}/`, { id })).status, id).toBe(404);
  });
});

describe("vacancies", () => {
  it("filters by city; an empty filter is the plain list's address; an unknown city or vacancy is a 404", async () => {
    const kazan = await (await get(vacancy, "/about/vacancy/?city=kazan")).json();
    expect(kazan.vacancies.map((v: { city: { code: string } }) => v.city.code)).toEqual(["kazan"]);
    expect(kazan.cityName).toBe("Казань");
    const pskov = await (await get(vacancy, "/about/vacancy/?city=pskov")).json();
    expect(pskov.vacancies).toEqual([]);
    const empty = await get(vacancy, "/about/vacancy/?city=");
    expect(empty.status).toBe(301);
    expect(empty.headers.get("Location")).toBe("/about/vacancy/");
    for (const url of [
      "/about/vacancy/?city=atlantis",
      "/about/vacancy/?city=Kazan%3C",
      "/about/vacancy/?vacancy=999999",
      "/about/vacancy/?vacancy=x",
    ]) {
      expect((await get(vacancy, url)).status, url).toBe(404);
    }
    const chosen = await (await get(vacancy, `/about/vacancy/?city=kazan&vacancy=${kazan.vacancies[0].id}`)).json();
    expect(chosen.chosen).toBe(kazan.vacancies[0].id);
  });
});

describe("the franchise application", () => {
  const GOOD = {
    name: "Ирина Соколова",
    phone: "+7 (912) 345-67-89",
    email: "irina.franchise@example.ru",
    city: "Тверь",
    format: "mini",
    message: "ТЦ «Рубин», 90 м²",
    consent: "on",
    name__confirm: "",
  };

  it("without JavaScript: stores it and redirects back (PRG) with the success toast in the flash cookie", async () => {
    const before = count("franchise_applications");
    const response = await post(franchising, "/about/franchising/", GOOD);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/about/franchising/");
    expect(flashOf(response)).toMatch(/^flash=/);
    expect(count("franchise_applications")).toBe(before + 1);
    expect(db.prepare("SELECT phone, format_code FROM franchise_applications ORDER BY id DESC").get()).toEqual({
      phone: "+79123456789",
      format_code: "mini",
    });
  });

  it("with JavaScript (a fetcher): stores it and answers ok with the toast", async () => {
    const before = count("franchise_applications");
    const response = await post(franchising, "/about/franchising/", { ...GOOD, via: "fetcher" });
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.ok).toBe(true);
    expect(data.toasts).toEqual([
      expect.objectContaining({ type: "success", message: expect.stringMatching(/^Заявка отправлена/) }),
    ]);
    expect(count("franchise_applications")).toBe(before + 1);
  });

  it("refuses invalid input with 400, Russian messages by field and the values as typed; stores nothing", async () => {
    const before = count("franchise_applications");
    const response = await post(franchising, "/about/franchising/", {
      name: "",
      phone: "+7 (912",
      email: "irina@",
      city: "Тверь",
      format: "",
      message: "Привет",
    });
    expect(response.status).toBe(400);
    const data = await response.json();
    expect(data.fieldErrors).toEqual({
      name: "Укажите имя",
      phone: "Введите номер телефона в формате +7 (999) 999-99-99",
      email: "Введите корректный email",
      format: "Выберите формат магазина",
      consent: "Нужно согласие на обработку персональных данных",
    });
    expect(data.values).toEqual({
      name: "",
      phone: "+7 (912",
      email: "irina@",
      city: "Тверь",
      format: "",
      message: "Привет",
    });
    expect(count("franchise_applications")).toBe(before);
  });

  it("shows the upstream's refusal of a format it does not offer next to the field", async () => {
    const response = await post(franchising, "/about/franchising/", { ...GOOD, format: "mega", via: "fetcher" });
    expect(response.status).toBe(400);
    const data = await response.json();
    expect(data.fieldErrors).toEqual({ format: "Выберите формат магазина из списка" });
    expect(data.toasts).toEqual([]);
  });

  it("answers a filled honeypot as if accepted, and stores nothing", async () => {
    const before = count("franchise_applications");
    const document = await post(franchising, "/about/franchising/", { ...GOOD, name__confirm: "https://spam.example" });
    expect(document.status).toBe(303);
    expect(document.headers.get("Location")).toBe("/about/franchising/");
    expect(flashOf(document)).toMatch(/^flash=/);
    const fetcher = await post(franchising, "/about/franchising/", { ...GOOD, name__confirm: "x", via: "fetcher" });
    expect(await fetcher.json()).toMatchObject({ ok: true });
    expect(count("franchise_applications")).toBe(before);
  });
});

describe("a response to a vacancy", () => {
  const kazanVacancy = () =>
    db
      .prepare<[], number>("SELECT v.id FROM vacancies v JOIN cities c ON c.id = v.city_id WHERE c.code = 'kazan'")
      .pluck()
      .get()!;
  const response = (vacancyId: number) => ({
    vacancyId: String(vacancyId),
    name: "Мария Ильина",
    phone: "89161234567",
    email: "maria@example.ru",
    message: "https://hh.ru/resume/42",
    consent: "on",
    name__confirm: "",
  });

  it("is stored and comes back to the same city's list (PRG)", async () => {
    const before = count("vacancy_responses");
    const answer = await post(vacancy, "/about/vacancy/?city=kazan", response(kazanVacancy()));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/about/vacancy/?city=kazan");
    expect(count("vacancy_responses")).toBe(before + 1);
    expect(db.prepare("SELECT vacancy_id, phone FROM vacancy_responses ORDER BY id DESC").get()).toEqual({
      vacancy_id: kazanVacancy(),
      phone: "+79161234567",
    });
  });

  it("to an unknown vacancy is refused next to the vacancy field; invalid input by field; a honeypot quietly", async () => {
    const before = count("vacancy_responses");
    const unknown = await post(vacancy, "/about/vacancy/", response(999999));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).fieldErrors).toEqual({ vacancyId: "Вакансия не найдена" });
    const invalid = await post(vacancy, "/about/vacancy/", {
      vacancyId: "",
      name: "Мария",
      phone: "",
      email: "",
      consent: "",
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fieldErrors).toEqual({
      vacancyId: "Выберите вакансию",
      phone: "Укажите номер телефона",
      email: "Укажите email",
      consent: "Нужно согласие на обработку персональных данных",
    });
    const spam = await post(vacancy, "/about/vacancy/", { ...response(kazanVacancy()), name__confirm: "bot" });
    expect(spam.status).toBe(303);
    expect(count("vacancy_responses")).toBe(before);
  });
});
