import { SHIPMENT } from "../../../../app/contract/ids";
import { countOf, WORDS } from "../../plural";
import {
  deliveryPrice,
  FREE_DELIVERY_FROM,
  orderNumber,
  SHIPMENTS,
  type ShipmentId,
} from "../../account/order-vocabulary";
import { pickupDays } from "../../checkout/calendar";
import { STORE_PREPARATION_MINUTES } from "../../checkout/delivery/store-pickup";
import { OFFERS } from "../../checkout/delivery/systems";
import { formatRoubles } from "../../format";
import { REFUND_DAYS } from "../company";
import { CITY_FORMS, priceText, shopsPath, SHOPS_PAGE, type PageBuilder } from "../context";
import { h2, h3, joinAnd, link, lowerFirst, note, p, table, ul } from "../document";

const [NEXT_DAY, SAME_DAY] = SHIPMENT.store;
const POINT = SHIPMENT.pickupPoint;
const STORE_FORMS: [string, string, string] = ["магазин", "магазина", "магазинов"];
const POINT_FORMS: [string, string, string] = ["пункт", "пункта", "пунктов"];
const HOUR_FORMS: [string, string, string] = ["час", "часа", "часов"];

/** How a shipment's order is paid: on receipt where the checkout offers it, else online when ordering. */
const paidHow = (id: ShipmentId): string =>
  OFFERS[id].payOnReceipt
    ? "оплата — онлайн при оформлении или на кассе при получении"
    : "оплата — онлайн при оформлении";

export const pickupPage: PageBuilder = ({ cities, providers, nowMs }) => {
  const shopCities = cities.filter((city) => city.shops > 0);
  const pointsOnly = cities.filter((city) => city.shops === 0 && city.pickupPoints > 0).length;
  const keep = (id: ShipmentId) => countOf(OFFERS[id].keepDays!, WORDS.day);
  return [
    p(
      "Заберите заказ в магазине LOVE STORE — бесплатно, с примеркой — или в пункте выдачи рядом с домом. Способы получения, " +
        "доступные для вашей корзины и города, показаны при оформлении заказа.",
    ),
    h2("В магазине LOVE STORE"),
    h3(SHIPMENTS[NEXT_DAY].name),
    ul(
      `Бесплатно, готов к выдаче ${lowerFirst(OFFERS[NEXT_DAY].period(0))}; заказ ждёт вас ${keep(NEXT_DAY)}.`,
      `Доступен, если в выбранном магазине есть все товары заказа; ${paidHow(NEXT_DAY)}.`,
      "В магазине можно примерить вещи. Если что-то не подошло, при оплате на кассе просто не берите эту вещь, а оплаченную онлайн верните на месте.",
    ),
    h3(SHIPMENTS[SAME_DAY].name),
    ul(
      `Если все товары заказа уже есть в магазине, он будет готов ${lowerFirst(OFFERS[SAME_DAY].period(0))}. Бесплатно.`,
      `Можно выбрать, пока магазин успевает собрать заказ сегодня: не позже чем за ${countOf(STORE_PREPARATION_MINUTES / 60, HOUR_FORMS)} ` +
        `до закрытия по местному времени. Заказ, оформленный ночью, будет готов к открытию магазина; ${paidHow(SAME_DAY)}.`,
      `Заказ ждёт вас ${keep(SAME_DAY)}.`,
    ),
    p(
      "Заказы с сайта выдают не все магазины: при оформлении в списке только те, где можно забрать именно ваш заказ. На кассе " +
        `назовите номер заказа (например, ${orderNumber(1)}) и имя получателя.`,
    ),
    h2("Пункты выдачи"),
    ul(
      `${joinAnd(providers)}: стоимость — ${priceText(deliveryPrice(POINT, 0))}, для заказа от ${formatRoubles(FREE_DELIVERY_FROM)} — ` +
        `${lowerFirst(priceText(deliveryPrice(POINT, FREE_DELIVERY_FROM)))}.`,
      `Срок доставки — ${lowerFirst(OFFERS[POINT].period(0))}. При оформлении выберите удобный день получения — один из ` +
        `${countOf(pickupDays(nowMs).length, ["ближайшего", "ближайших", "ближайших"])} дней, когда заказ уже будет в пункте.`,
      `Заказ хранится ${keep(POINT)}; ${paidHow(POINT)}.`,
      [
        "Для получения назовите номер заказа и телефон получателя. Вещи можно осмотреть в пункте, а вернуть — по ",
        link("правилам возврата", "/information/delivery/refund/"),
        ".",
      ],
    ),
    note(
      `Если не забрать заказ вовремя, он вернётся на склад и будет отменён; деньги за оплаченный заказ вернутся в течение ` +
        `${countOf(REFUND_DAYS, WORDS.day)}.`,
    ),
    h2("Где забрать заказ"),
    table(
      "Магазины с выдачей заказов и пункты выдачи в городах LOVE STORE",
      ["Город", "Магазины с выдачей заказов", "Пункты выдачи"],
      shopCities.map((city) => [
        [link(city.name, shopsPath(city.code))],
        city.pickupStores > 0 ? countOf(city.pickupStores, STORE_FORMS) : "—",
        city.pickupPoints > 0 ? countOf(city.pickupPoints, POINT_FORMS) : "—",
      ]),
    ),
    ...(pointsOnly > 0
      ? [
          p(
            `Пункты выдачи работают ещё в ${countOf(pointsOnly, CITY_FORMS)}, где наших магазинов пока нет. Выберите свой город в шапке ` +
              "сайта — при оформлении заказа будут видны его пункты выдачи, цена и срок доставки.",
          ),
        ]
      : []),
    p(
      "Адреса и часы работы магазинов — на странице ",
      link("Магазины", SHOPS_PAGE),
      ". ",
      link("Все способы доставки", "/information/delivery/"),
      ".",
    ),
  ];
};
