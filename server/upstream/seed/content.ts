import type Database from "better-sqlite3";
import { SEED_NOW } from "./products";

const DAY = 86_400;

const BANNERS = [
  { title: "Новая коллекция осень — зима", subtitle: "Пальто, тренчи и уютный трикотаж для холодного сезона", link: "/catalog/new/", alt: "Девушка в пальто из новой коллекции", garment: "coat", colorFrom: "#e9dccb", colorTo: "#b08968" },
  { title: "Sale до −50%", subtitle: "Любимые модели прошлых коллекций по лучшим ценам", link: "/catalog/sale/", alt: "Платья и блузки со скидкой", garment: "dress", colorFrom: "#f6d6d6", colorTo: "#c8102e" },
  { title: "Платья на каждый день", subtitle: "Мини, миди и макси — от офиса до вечеринки", link: "/catalog/odezhda/platya/", alt: "Платье миди с поясом", garment: "dress", colorFrom: "#dfe7ef", colorTo: "#2f5fa7" },
  { title: "Обувь и аксессуары", subtitle: "Ботинки, сумки и украшения, чтобы завершить образ", link: "/catalog/obuv/", alt: "Кожаные ботинки и сумка", garment: "boots", colorFrom: "#ecebe4", colorTo: "#3e6b48" },
];

const NEWS = [
  { title: "Открытие магазина в ТРЦ «Небо»", announce: "Ждём вас в новом магазине в Нижнем Новгороде.", body: "Мы открыли магазин LOVE STORE в ТРЦ «Небо» на ул. Белинского, 124. В первые выходные всех покупателей ждут подарки и скидка 15% на новую коллекцию." },
  { title: "LOVE 2.0: сдайте вещи на переработку", announce: "Принесите ненужную одежду любого бренда и получите скидку.", body: "В каждом нашем магазине стоят контейнеры для вещей, которые вы больше не носите. Текстиль отправляется на переработку, а вы получаете купон на скидку 10% на следующую покупку." },
  { title: "Новая коллекция осень — зима", announce: "Пальто, тренчи и трикотаж уже в магазинах и на сайте.", body: "Коллекция построена на спокойных природных оттенках: молочный, бежевый, терракотовый и оливковый. Главные модели сезона — пальто-халат из шерсти и кардиганы из мохера." },
  { title: "Love Card: двойные бонусы в день рождения", announce: "Получайте в два раза больше бонусов за покупки в неделю дня рождения.", body: "Участники программы лояльности Love Card получают двойное начисление бонусов за все покупки за три дня до и три дня после дня рождения. Подробности — в разделе «Программа лояльности»." },
  { title: "Бесплатная доставка от 5 000 ₽", announce: "Курьерская доставка и доставка в пункты выдачи — бесплатно.", body: "При заказе на сумму от 5 000 ₽ доставка курьером и в пункты выдачи бесплатна по всей России. Самовывоз из магазинов всегда бесплатный." },
  { title: "Открытие магазина в Перми", announce: "Новый магазин в ТРЦ «Планета» на ул. Спешилова.", body: "Мы рады сообщить об открытии первого магазина LOVE STORE в Перми. Магазин работает ежедневно с 10:00 до 22:00." },
  { title: "Подарочные сертификаты стали электронными", announce: "Электронный сертификат придёт на почту за минуту.", body: "Теперь подарочный сертификат можно купить на сайте и отправить получателю на электронную почту. Номинал — от 1 000 до 50 000 ₽." },
  { title: "Летняя распродажа завершена", announce: "Спасибо, что были с нами! Следите за новыми акциями.", body: "Летняя распродажа завершилась. Скоро — новая коллекция и специальные предложения для участников Love Card." },
];

const VACANCIES: [cityCode: string, title: string, department: string, schedule: string, salary: string, description: string][] = [
  ["moscow", "Продавец-консультант", "Розница", "Сменный график 2/2", "от 65 000 ₽", "Консультирование покупателей, работа с примерочной, поддержание порядка в торговом зале."],
  ["moscow", "Администратор магазина", "Розница", "Сменный график 2/2", "от 90 000 ₽", "Организация работы смены, контроль выкладки и кассовой дисциплины, обучение новых сотрудников."],
  ["moscow", "Менеджер интернет-магазина", "E-commerce", "Пн–Пт, 10:00–19:00", "от 120 000 ₽", "Развитие ассортимента сайта, работа с карточками товаров и промо-акциями."],
  ["moscow", "Визуальный мерчендайзер", "Розница", "Пн–Пт, разъездной характер", "от 100 000 ₽", "Оформление витрин и торгового зала по стандартам бренда в магазинах Москвы."],
  ["st_petersburg", "Продавец-консультант", "Розница", "Сменный график 2/2", "от 60 000 ₽", "Консультирование покупателей, приёмка товара, работа на кассе."],
  ["st_petersburg", "Кладовщик", "Склад", "Сменный график 2/2", "от 55 000 ₽", "Приёмка и размещение товара, сборка заказов интернет-магазина."],
  ["kazan", "Продавец-консультант", "Розница", "Сменный график 2/2", "от 50 000 ₽", "Консультирование покупателей, поддержание порядка в торговом зале."],
  ["ekaterinburg", "Администратор магазина", "Розница", "Сменный график 2/2", "от 75 000 ₽", "Управление сменой, контроль выполнения плана продаж."],
  ["novosibirsk", "Продавец-кассир", "Розница", "Сменный график 2/2", "от 50 000 ₽", "Работа на кассе, консультирование покупателей, выдача заказов."],
  ["krasnodar", "Продавец-консультант", "Розница", "Сменный график 2/2", "от 48 000 ₽", "Консультирование покупателей, работа с примерочной."],
];

const DEMO_USERS = [
  { phone: "+79990000001", firstName: "Анна", lastName: "Смирнова", email: "anna.smirnova@example.ru", birthDay: "12.04.1992" },
  { phone: "+79990000002", firstName: "Мария", lastName: "Иванова", email: "maria.ivanova@example.ru", birthDay: "03.11.1988" },
];

const NOTICES: [userIndex: number, type: "info" | "order" | "promo", title: string, text: string, link: string | null, daysAgo: number][] = [
  [0, "order", "Заказ передан в доставку", "Курьер привезёт заказ в выбранный интервал.", "/personal/orders/", 1],
  [0, "promo", "Скидка 15% на трикотаж", "Только до конца недели для участников Love Card.", "/catalog/odezhda/trikotazh/", 3],
  [0, "info", "Начислены бонусы", "На вашу карту Love Card начислено 350 бонусов.", "/personal/card/", 7],
  [1, "promo", "Новая коллекция уже на сайте", "Посмотрите новинки сезона осень — зима.", "/catalog/new/", 2],
  [1, "info", "Подтвердите e-mail", "Чтобы получать чеки и новости, подтвердите адрес электронной почты.", "/personal/profile/", 5],
];

/** Seeds banners, news, vacancies, the two demo users and their notices. */
export function seedContent(db: Database.Database): void {
  const insertBanner = db.prepare(
    `INSERT INTO banners (place, title, subtitle, link, alt, garment, color_from, color_to, sort)
     VALUES ('home', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  BANNERS.forEach((b, index) => insertBanner.run(b.title, b.subtitle, b.link, b.alt, b.garment, b.colorFrom, b.colorTo, index + 1));

  const insertNews = db.prepare("INSERT INTO news (title, announce, body, published_at) VALUES (?, ?, ?, ?)");
  NEWS.forEach((n, index) => insertNews.run(n.title, n.announce, n.body, SEED_NOW - (index * 23 + 2) * DAY));

  const insertVacancy = db.prepare(
    `INSERT INTO vacancies (city_id, title, department, schedule, salary, description)
     VALUES ((SELECT id FROM cities WHERE code = ?), ?, ?, ?, ?, ?)`,
  );
  for (const vacancy of VACANCIES) insertVacancy.run(...vacancy);

  const insertUser = db.prepare(
    `INSERT INTO users (phone, first_name, last_name, email, birth_day, agreement, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)`,
  );
  const userIds = DEMO_USERS.map((u) => Number(insertUser.run(u.phone, u.firstName, u.lastName, u.email, u.birthDay, SEED_NOW - 400 * DAY).lastInsertRowid));

  const insertNotice = db.prepare("INSERT INTO notices (user_id, type, title, text, link, created_at) VALUES (?, ?, ?, ?, ?, ?)");
  for (const [userIndex, type, title, text, link, daysAgo] of NOTICES) {
    insertNotice.run(userIds[userIndex], type, title, text, link, SEED_NOW - daysAgo * DAY);
  }
}
