/** Every information page: its path, its sidebar item and its heading (shared with tests/e2e/information.spec.ts). */
export const INFORMATION_PAGES = [
  { path: "/information/", item: "Все разделы", h1: "Информация для покупателей" },
  { path: "/information/delivery/", item: "Доставка", h1: "Доставка" },
  { path: "/information/delivery/pickup/", item: "Самовывоз", h1: "Самовывоз из магазинов и пунктов выдачи" },
  { path: "/information/delivery/refund/", item: "Обмен и возврат", h1: "Обмен и возврат" },
  { path: "/information/payment/", item: "Оплата", h1: "Оплата" },
  { path: "/information/loyalty/", item: "Программа лояльности", h1: "Программа лояльности Love Card" },
  { path: "/information/loyalty/rules/", item: "Правила программы", h1: "Правила программы Love Card" },
  { path: "/information/recommendations/", item: "Уход за одеждой", h1: "Уход за одеждой" },
  { path: "/information/rules/", item: "Правила продажи", h1: "Правила продажи" },
  { path: "/information/privacy-policy/", item: "Политика конфиденциальности", h1: "Политика конфиденциальности" },
  { path: "/information/contacts/", item: "Контакты", h1: "Контакты" },
  { path: "/information/akit/", item: "Участник АКИТ", h1: "LOVE STORE — участник АКИТ" },
];
