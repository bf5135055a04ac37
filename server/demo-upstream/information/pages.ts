import type { InformationEntry, InformationList, InformationPage } from "../../../app/contract/information";
import { FREE_DELIVERY_FROM } from "../account/order-vocabulary";
import { BONUS_SHARE } from "../checkout/discounts/bonuses";
import { formatRoubles } from "../format";
import { RETURN_DAYS } from "./company";
import type { PageBuilder, PageContext } from "./context";
import { percent } from "./document";
import { akitPage } from "./pages/akit";
import { contactsPage } from "./pages/contacts";
import { deliveryPage } from "./pages/delivery";
import { loyaltyPage } from "./pages/loyalty";
import { loyaltyRulesPage } from "./pages/loyalty-rules";
import { paymentPage } from "./pages/payment";
import { pickupPage } from "./pages/pickup";
import { privacyPolicyPage } from "./pages/privacy-policy";
import { recommendationsPage } from "./pages/recommendations";
import { refundPage } from "./pages/refund";
import { rulesPage } from "./pages/rules";

type PageDefinition = InformationEntry & { build: PageBuilder };
type Section = PageDefinition & { children: PageDefinition[] };

const INDEX = {
  title: "Информация для покупателей",
  description:
    "Всё о доставке, оплате и возврате, программе лояльности Love Card, уходе за одеждой и правилах LOVE STORE.",
};

/** The information pages in menu order; a page's code is its path under /information/. */
const SECTIONS: Section[] = [
  {
    code: "delivery",
    name: "Доставка",
    title: "Доставка",
    description: `Курьер, экспресс-доставка, пункты выдачи и самовывоз: стоимость, сроки и города. Бесплатно от ${formatRoubles(FREE_DELIVERY_FROM)}.`,
    build: deliveryPage,
    children: [
      {
        code: "delivery/pickup",
        name: "Самовывоз",
        title: "Самовывоз из магазинов и пунктов выдачи",
        description:
          "Как забрать заказ в магазине LOVE STORE — даже в день заказа — или в пункте выдачи, сколько он хранится и в каких городах это можно сделать.",
        build: pickupPage,
      },
      {
        code: "delivery/refund",
        name: "Обмен и возврат",
        title: "Обмен и возврат",
        description: `${RETURN_DAYS} дней на возврат — и в магазине, и для заказов с сайта: условия, способы вернуть вещь и когда вернутся деньги.`,
        build: refundPage,
      },
    ],
  },
  {
    code: "payment",
    name: "Оплата",
    title: "Оплата",
    description:
      "Картой онлайн, через СБП, при получении и подарочным сертификатом; как применяются купоны и бонусы Love Card.",
    build: paymentPage,
    children: [],
  },
  {
    code: "loyalty",
    name: "Программа лояльности",
    title: "Программа лояльности Love Card",
    description: `Бонусы с каждой покупки: уровни карты, начисление, оплата бонусами до ${percent(BONUS_SHARE)} заказа и подарок ко дню рождения.`,
    build: loyaltyPage,
    children: [
      {
        code: "loyalty/rules",
        name: "Правила программы",
        title: "Правила программы Love Card",
        description: "Полные условия участия в программе Love Card, начисления и списания бонусов.",
        build: loyaltyRulesPage,
      },
    ],
  },
  {
    code: "recommendations",
    name: "Уход за одеждой",
    title: "Уход за одеждой",
    description: "Как читать символы на ярлыке, как стирать и хранить шерсть, кашемир, шёлк, вискозу и деним.",
    build: recommendationsPage,
    children: [],
  },
  {
    code: "rules",
    name: "Правила продажи",
    title: "Правила продажи",
    description:
      "Условия оформления, оплаты, доставки и возврата заказов, подарочные сертификаты и ответственность сторон.",
    build: rulesPage,
    children: [],
  },
  {
    code: "privacy-policy",
    name: "Политика конфиденциальности",
    title: "Политика конфиденциальности",
    description:
      "Какие персональные данные мы получаем и зачем, кому их передаём, какие cookie ставит сайт и как управлять своими данными.",
    build: privacyPolicyPage,
    children: [],
  },
  {
    code: "contacts",
    name: "Контакты",
    title: "Контакты",
    description: "Телефон и почта службы заботы о покупателях, часы работы, адрес офиса и реквизиты компании.",
    build: contactsPage,
    children: [],
  },
  {
    code: "akit",
    name: "Участник АКИТ",
    title: "LOVE STORE — участник АКИТ",
    description: "Мы состоим в Ассоциации компаний интернет-торговли: что это значит для наших покупателей.",
    build: akitPage,
    children: [],
  },
];

const entry = ({ code, name, title, description }: PageDefinition): InformationEntry => ({
  code,
  name,
  title,
  description,
});

const PAGES = new Map(SECTIONS.flatMap((section) => [section, ...section.children]).map((page) => [page.code, page]));

/** GET /api/content/information. */
export function informationList(): InformationList {
  return { ...INDEX, items: SECTIONS.map((section) => ({ ...entry(section), children: section.children.map(entry) })) };
}

/** GET /api/content/information/{code}: null for an unknown code. */
export function informationPage(code: string, context: PageContext): InformationPage | null {
  const page = PAGES.get(code);
  return page ? { ...entry(page), blocks: page.build(context) } : null;
}
