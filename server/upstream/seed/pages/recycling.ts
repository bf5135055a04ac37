import { plural } from "../../plural";
import {
  COLLECTED_TEXTILE,
  links,
  list,
  paragraph,
  steps,
  STORE_FORMS,
  type PageSeed,
  type StoreFigures,
} from "./blocks";

/** LOVE 2.0 rewards (the demo card holder's seeded visits earn the same: loyalty-card.ts). */
export const RECYCLING_BONUS_PER_ITEM = 50;
const ITEMS_PER_VISIT = 10;

/** `/initiatives/recycling/`: how LOVE 2.0 works — what to bring, what happens to it, the coupon and bonuses. */
export const recyclingPage = ({ stores }: StoreFigures): PageSeed => ({
  code: "recycling",
  title: "LOVE 2.0",
  lead: "Одежда не должна оказываться на свалке. Принесите вещи, которые больше не носите, в любой магазин LOVE STORE — мы передадим их тем, кому они нужны, или на переработку, а вам подарим купон на скидку 10%.",
  description:
    "LOVE 2.0 — сбор одежды на переработку в магазинах LOVE STORE: как сдать вещи, что мы принимаем, что с ними происходит, купон на скидку 10% и бонусы Love Card.",
  picture: { garment: "knit", colorFrom: "#e3ecdf", colorTo: "#3e6b48", alt: "Силуэт свитера на зелёном фоне" },
  facts: {
    title: "LOVE 2.0 в цифрах",
    items: [
      { value: COLLECTED_TEXTILE, label: "одежды и текстиля собрано с апреля 2024 года" },
      { value: String(stores), label: `${plural(stores, STORE_FORMS)} с контейнерами LOVE 2.0` },
      { value: "10%", label: "скидка по купону за каждую сдачу" },
      { value: String(RECYCLING_BONUS_PER_ITEM), label: "бонусов Love Card за каждую вещь" },
    ],
  },
  sections: [
    {
      id: "how",
      heading: "Как сдать вещи",
      blocks: [
        steps([
          "Соберите ненужную одежду, обувь или текстиль в пакет. Вещи должны быть чистыми и сухими.",
          "Принесите пакет в любой магазин LOVE STORE и отдайте продавцу на кассе.",
          "Если у вас есть Love Card, назовите номер телефона: продавец посчитает вещи и начислит бонусы.",
          "Получите купон на скидку 10% на следующую покупку — в магазине или на сайте.",
        ]),
        links(["Адреса магазинов", "/about/shops/st_petersburg/"]),
      ],
    },
    {
      id: "accepted",
      heading: "Что мы принимаем",
      blocks: [
        list([
          "Одежду любых брендов — в том числе порванную, с пятнами или вышедшую из моды.",
          "Обувь — парами, скреплёнными между собой.",
          "Сумки, ремни, шарфы и головные уборы.",
          "Домашний текстиль: постельное бельё, полотенца, шторы и пледы.",
        ]),
      ],
    },
    {
      id: "not-accepted",
      heading: "Что не принимаем",
      blocks: [
        list([
          "Грязные и мокрые вещи — они портят всё остальное в контейнере.",
          "Нижнее бельё и купальники.",
          "Ковры, матрасы, подушки и мягкие игрушки.",
        ]),
      ],
    },
    {
      id: "what-happens",
      heading: "Что происходит с вещами",
      blocks: [
        paragraph(
          "Раз в неделю содержимое контейнеров забирает наш партнёр по сортировке. Примерно треть вещей — в хорошем состоянии: их чистят и передают благотворительным фондам, которые помогают семьям в трудной ситуации.",
        ),
        paragraph(
          "Остальное отправляется на переработку. Хлопок и смесовые ткани разбирают на волокна, из которых делают утеплитель, звукоизоляцию и нетканые материалы; то, что нельзя разобрать, становится ветошью для производств. Мы следим, чтобы на полигон попадало как можно меньше.",
        ),
      ],
    },
    {
      id: "rewards",
      heading: "Купон и бонусы",
      blocks: [
        list([
          "За каждую сдачу — купон на скидку 10% на одну покупку в магазинах или на сайте. Купон действует 30 дней и не суммируется с другими купонами.",
          `Участникам Love Card — ${RECYCLING_BONUS_PER_ITEM} бонусов за каждую сданную вещь, до ${ITEMS_PER_VISIT} вещей за одно посещение.`,
          "Все сдачи и начисленные бонусы видны в личном кабинете, в разделе «Мой LOVE 2.0».",
        ]),
        links(["Мои сдачи LOVE 2.0", "/personal/recycling/"], ["Оформить карту Love Card", "/personal/card/register/"]),
      ],
    },
  ],
});
