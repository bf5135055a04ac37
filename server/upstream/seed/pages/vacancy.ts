import { list, paragraph, type PageSeed } from "./blocks";

/** Where résumés go (the vacancies list names it, and the vacancy page's mail links use it). */
export const HR_EMAIL = "hr@lovestore.ru";

/** `/about/vacancy/`: working at LOVE STORE (the list and the response form are the route's). */
export const vacancyPage = (): PageSeed => ({
  code: "vacancy",
  title: "Вакансии",
  lead: "Мы ищем людей, которые любят моду и умеют заботиться о покупателях. Присоединяйтесь к команде LOVE STORE — в магазинах, на складе, в дизайн-бюро и в офисе.",
  description:
    "Вакансии LOVE STORE: продавцы-консультанты, администраторы магазинов, дизайнеры и специалисты офиса в городах России. Отклик на сайте или по почте.",
  picture: null,
  facts: null,
  sections: [
    {
      id: "benefits",
      heading: "Что мы предлагаем",
      blocks: [
        list([
          "Официальное оформление с первого дня и зарплату два раза в месяц.",
          "Скидку 30% на одежду, обувь и аксессуары LOVE STORE.",
          "Оплачиваемое обучение и наставника на первые недели работы.",
          "Рост внутри компании: большинство администраторов наших магазинов начинали продавцами-консультантами.",
          "Одежду из актуальной коллекции для работы в магазине.",
        ]),
      ],
    },
    {
      id: "how-to-apply",
      heading: "Как откликнуться",
      blocks: [
        paragraph(
          `Выберите вакансию и заполните форму отклика внизу страницы или отправьте резюме на почту отдела персонала ${HR_EMAIL}. Мы отвечаем на каждый отклик в течение пяти рабочих дней.`,
        ),
      ],
    },
  ],
});
