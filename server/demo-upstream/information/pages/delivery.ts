import { SHIPMENT } from "../../../../app/contract/ids";
import { countOf, WORDS } from "../../plural";
import { deliveryPrice, FREE_DELIVERY_FROM, SHIPMENT_IDS, SHIPMENTS } from "../../account/order-vocabulary";
import { economySlots, expressSlots, EXPRESS_LEAD_HOURS, isoDay, moscowDay, type Slot } from "../../checkout/calendar";
import { EXPRESS_PERIOD, OFFERS } from "../../checkout/delivery/systems";
import { TRANSIT_STEPS } from "../../checkout/delivery/transit";
import { formatRoubles } from "../../format";
import { SERVICE_HOURS, STORE_INFO } from "../company";
import { CITY_FORMS, priceText, shipmentNames, type PageBuilder } from "../context";
import { h2, joinAnd, link, lowerFirst, mail, note, p, phone, table, ul } from "../document";

const [COURIER, TRY_ON] = SHIPMENT.courier;
const [STORE] = SHIPMENT.store;

/** A row per shipment, and one for its express variant: what the checkout charges below the free-delivery sum and from it. */
function priceRows(): string[][] {
  return SHIPMENT_IDS.flatMap((id) => {
    const { name } = SHIPMENTS[id];
    const rows = [
      [name, priceText(deliveryPrice(id, 0)), priceText(deliveryPrice(id, FREE_DELIVERY_FROM)), OFFERS[id].period(0)],
    ];
    if (OFFERS[id].express) {
      rows.push([
        `${name}, экспресс`,
        priceText(deliveryPrice(id, 0, true)),
        priceText(deliveryPrice(id, FREE_DELIVERY_FROM, true)),
        EXPRESS_PERIOD,
      ]);
    }
    return rows;
  });
}

const formatKm = (km: number) => `${km.toLocaleString("ru-RU")} км`;

/** «до 1 500 км — на 1 день дольше, …»: the checkout's days on the road, from the same table. */
const transitText = () =>
  TRANSIT_STEPS.map((step, i) => {
    const upTo = TRANSIT_STEPS[i + 1]?.fromKm;
    return `${upTo ? `до ${formatKm(upTo)}` : `дальше ${formatKm(step.fromKm)}`} — на ${countOf(step.days, WORDS.day)} дольше`;
  }).join(", ");

/** «10:00–14:00», … : the windows the checkout offers tomorrow (the same every day). */
const windowsOn = (slots: Slot[], day: string): string[] =>
  slots.filter((slot) => slot.value.startsWith(day)).map((slot) => `${slot.from}–${slot.to}`);

export const deliveryPage: PageBuilder = ({ cities, providers, nowMs }) => {
  const tomorrow = isoDay(moscowDay(nowMs, 1));
  const economy = windowsOn(economySlots(nowMs), tomorrow);
  const express = expressSlots(nowMs).filter((slot) => slot.value.startsWith(tomorrow));
  const courierCities = cities.filter((city) => city.courier);
  const shopCourierCities = courierCities.filter((city) => city.shops > 0).map((city) => city.name);
  const shopCitiesWithoutCourier = cities.filter((city) => city.shops > 0 && !city.courier).map((city) => city.name);
  const free = SHIPMENT_IDS.filter((id) => deliveryPrice(id, 0) > 0 && deliveryPrice(id, FREE_DELIVERY_FROM) === 0);

  return [
    p(
      "Заказ с сайта привезёт курьер, его можно получить в пункте выдачи или забрать в магазине LOVE STORE. Цены и сроки на этой " +
        "странице — те же, что вы увидите при оформлении заказа: их считают одни и те же правила.",
    ),
    h2("Стоимость и сроки"),
    table(
      "Стоимость и сроки доставки",
      [
        "Способ получения",
        `Заказ до ${formatRoubles(FREE_DELIVERY_FROM)}`,
        `Заказ от ${formatRoubles(FREE_DELIVERY_FROM)}`,
        "Когда",
      ],
      priceRows(),
    ),
    note(
      `${shipmentNames(free)} — бесплатно, если товары в корзине стоят ${formatRoubles(FREE_DELIVERY_FROM)} или больше. Считается ` +
        "сумма товаров по ценам сайта со всеми скидками, до применения купона, бонусов и подарочных сертификатов. Экспресс-доставка " +
        "всегда платная, самовывоз из магазина всегда бесплатный.",
    ),
    h2("Курьерская доставка"),
    p(
      `Курьер привезёт заказ ${lowerFirst(OFFERS[COURIER].period(0))} в выбранный интервал: ${joinAnd(economy)}. Для доставки ` +
        "укажите город, улицу, дом и, если есть, квартиру; курьер позвонит за час до приезда.",
    ),
    p(
      `Экспресс-доставка — двухчасовой интервал с ${express[0].from} до ${express[express.length - 1].to} сегодня или завтра. ` +
        `На сегодня можно выбрать интервал, который начинается не раньше чем через ${countOf(EXPRESS_LEAD_HOURS, ["час", "часа", "часов"])} ` +
        "после оформления заказа.",
    ),
    p(
      `«${SHIPMENTS[TRY_ON].name}»: ${lowerFirst(OFFERS[TRY_ON].description)}. Сроки и интервалы — как у обычной курьерской доставки.`,
    ),
    p(
      `Курьером доставляем в ${countOf(courierCities.length, CITY_FORMS)}, в том числе в города наших магазинов: ${joinAnd(shopCourierCities)}. ` +
        "Есть ли курьер в вашем городе, видно при оформлении заказа, когда город выбран.",
    ),
    ...(shopCitiesWithoutCourier.length > 0
      ? [
          p(
            `В городах ${joinAnd(shopCitiesWithoutCourier)} курьерской доставки пока нет: заказ можно получить в пункте выдачи или забрать в магазине.`,
          ),
        ]
      : []),
    note(
      `Сроки в таблице — для городов наших магазинов и городов ближе ${formatKm(TRANSIT_STEPS[0].fromKm)} от склада в Москве. В более ` +
        `дальние города заказ едет дольше: ${transitText()}. Экспресс-доставки туда нет. Точный срок для вашего города виден при оформлении заказа.`,
    ),
    h2("Пункты выдачи и самовывоз"),
    p(
      `Пункты выдачи ${joinAnd(providers)}: срок доставки — ${lowerFirst(OFFERS[SHIPMENT.pickupPoint].period(0))}, заказ хранится ` +
        `${countOf(OFFERS[SHIPMENT.pickupPoint].keepDays!, WORDS.day)}. Из магазина LOVE STORE заказ можно забрать ` +
        `${lowerFirst(OFFERS[STORE].period(0))}, он ждёт вас ${countOf(OFFERS[STORE].keepDays!, WORDS.day)}; если все товары уже есть ` +
        "в магазине — в тот же день. ",
      link("Подробнее о самовывозе и адреса", "/information/delivery/pickup/"),
    ),
    h2("Оплата при получении"),
    p(
      `Картой или наличными при получении можно оплатить заказ с доставкой ${shipmentNames(SHIPMENT_IDS.filter((id) => OFFERS[id].payOnReceipt))}. ` +
        "Остальные заказы оплачиваются онлайн при оформлении. ",
      link("Все способы оплаты", "/information/payment/"),
    ),
    h2("Если товара нет на складе"),
    ul(
      "Курьер и пункты выдачи везут заказ со склада интернет-магазина, поэтому на складе должны быть все товары заказа.",
      "Самовывоз возможен из магазина, где есть все товары заказа. В карточке товара видно, где есть нужный размер.",
      "Если какой-то товар нельзя получить выбранным способом, при оформлении мы покажем, какой именно: его можно убрать или отложить.",
      "Товары резервируются за вами в момент оформления заказа.",
    ),
    h2("Вопросы о доставке"),
    p(
      "Звоните ",
      phone(STORE_INFO.phone),
      " или пишите на ",
      mail(STORE_INFO.email),
      ` — мы отвечаем ${SERVICE_HOURS}.`,
    ),
    p("Передумали или не подошёл размер? ", link("Как вернуть товар", "/information/delivery/refund/"), "."),
  ];
};
