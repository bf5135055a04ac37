/**
 * The shop's pages besides the catalogue, grouped as shoppers look for them: the HTML sitemap lists them all, the
 * XML sitemap those a search engine may index. One list for every place that links the content pages.
 */
export type SitePage = {
  path: string;
  title: string;
  /** A shopper's own page (basket, account, login): linked for people, kept out of /sitemap.xml (robots.txt disallows it). */
  personal?: true;
  children?: SitePage[];
};

export type SitePageGroup = { title: string; pages: SitePage[] };

export const HOME_PAGE: SitePage = { path: "/", title: "Главная" };
export const SITEMAP_PAGE: SitePage = { path: "/sitemap/", title: "Карта сайта" };

/** Pages that belong with the catalogue's sections. */
export const CATALOG_PAGES: SitePage[] = [{ path: "/outfits/", title: "Образы" }];

export const SITE_PAGE_GROUPS: SitePageGroup[] = [
  {
    title: "Покупателям",
    pages: [
      {
        path: "/information/",
        title: "Информация для покупателей",
        children: [
          {
            path: "/information/delivery/",
            title: "Доставка",
            children: [
              { path: "/information/delivery/pickup/", title: "Самовывоз из магазинов и пунктов выдачи" },
              { path: "/information/delivery/refund/", title: "Обмен и возврат" },
            ],
          },
          { path: "/information/payment/", title: "Оплата" },
          {
            path: "/information/loyalty/",
            title: "Программа лояльности Love Card",
            children: [{ path: "/information/loyalty/rules/", title: "Правила программы Love Card" }],
          },
          { path: "/information/recommendations/", title: "Уход за одеждой" },
          { path: "/information/rules/", title: "Правила продажи" },
          { path: "/information/privacy-policy/", title: "Политика конфиденциальности" },
          { path: "/information/akit/", title: "LOVE STORE — участник АКИТ" },
          { path: "/information/contacts/", title: "Контакты" },
        ],
      },
      { path: "/certificate/digital/", title: "Электронный подарочный сертификат" },
      { path: "/certificate/plastic/", title: "Пластиковый подарочный сертификат" },
    ],
  },
  {
    title: "О компании",
    pages: [
      { path: "/about/company/", title: "О компании" },
      { path: "/about/shops/st_petersburg/", title: "Магазины" },
      { path: "/about/news/", title: "Новости" },
      { path: "/about/vacancy/", title: "Вакансии" },
      { path: "/about/franchising/", title: "Франчайзинг" },
    ],
  },
  {
    title: "Инициативы",
    pages: [
      {
        path: "/initiatives/",
        title: "LOVE Инициативы",
        children: [{ path: "/initiatives/recycling/", title: "LOVE 2.0: вторая жизнь одежды" }],
      },
    ],
  },
  {
    title: "Личный кабинет",
    pages: [
      { path: "/login/", title: "Вход и регистрация", personal: true },
      { path: "/personal/", title: "Личный кабинет", personal: true },
      { path: "/personal/orders/status/all/", title: "Мои заказы", personal: true },
      { path: "/personal/wishlist/", title: "Избранное", personal: true },
      { path: "/order/", title: "Корзина и оформление заказа", personal: true },
    ],
  },
];

/** Every page of a list, children after their parent. */
export function flattenPages(pages: SitePage[]): SitePage[] {
  return pages.flatMap((page) => [page, ...flattenPages(page.children ?? [])]);
}

/** The pages a search engine may index, in sitemap order: home, the catalogue's own pages, the groups, this sitemap. */
export function indexablePages(): SitePage[] {
  const all = [
    HOME_PAGE,
    ...CATALOG_PAGES,
    ...SITE_PAGE_GROUPS.flatMap((group) => flattenPages(group.pages)),
    SITEMAP_PAGE,
  ];
  return all.filter((page) => !page.personal);
}
