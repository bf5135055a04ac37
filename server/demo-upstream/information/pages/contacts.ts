import { countOf } from "../../plural";
import { COMPANY, HEAD_OFFICE, SERVICE_HOURS, STORE_INFO } from "../company";
import { CITY_FORMS, SHOPS_PAGE, type PageBuilder } from "../context";
import { facts, h2, link, mail, p, phone } from "../document";

export const contactsPage: PageBuilder = ({ cities }) => [
  p(
    "Поможем выбрать размер, оформить и отследить заказ, вернуть вещь или разобраться с бонусами Love Card. Если вопрос о заказе, " +
      "назовите его номер — так мы ответим быстрее.",
  ),
  h2("Служба заботы о покупателях"),
  facts(
    ["Телефон", [phone(STORE_INFO.phone), " — звонок по России бесплатный"]],
    ["Электронная почта", [mail(STORE_INFO.email)]],
    ["Часы работы", SERVICE_HOURS.charAt(0).toUpperCase() + SERVICE_HOURS.slice(1)],
  ),
  h2("Магазины"),
  p(
    `Магазины LOVE STORE работают в ${countOf(cities.filter((city) => city.pickupStores > 0).length, CITY_FORMS)}. Адреса, часы работы и телефоны магазинов — на странице `,
    link("Магазины", SHOPS_PAGE),
    ".",
  ),
  h2("Головной офис"),
  facts(["Адрес", HEAD_OFFICE.address], ["Часы работы", HEAD_OFFICE.hours]),
  p(
    "Партнёрам: ",
    link("франчайзинг", "/about/franchising/"),
    ". Хотите работать с нами — ",
    link("вакансии", "/about/vacancy/"),
    ".",
  ),
  h2("Реквизиты"),
  facts(
    ["Полное наименование", COMPANY.fullName],
    ["ИНН / КПП", `${COMPANY.inn} / ${COMPANY.kpp}`],
    ["ОГРН", COMPANY.ogrn],
    ["Юридический адрес", COMPANY.legalAddress],
    ["Расчётный счёт", COMPANY.account],
    ["Банк", COMPANY.bank],
    ["Корреспондентский счёт", COMPANY.correspondentAccount],
    ["БИК", COMPANY.bic],
  ),
];
