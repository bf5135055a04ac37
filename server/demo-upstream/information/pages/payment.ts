import { PAYMENT } from "../../../../app/contract/ids";
import { PAYMENTS, SHIPMENT_IDS } from "../../account/order-vocabulary";
import { OFFERS } from "../../checkout/delivery/systems";
import { BONUS_SHARE } from "../../checkout/discounts/bonuses";
import { SERVICE_HOURS, STORE_INFO } from "../company";
import { PAYMENT_IDS, shipmentNames, type PageBuilder } from "../context";
import { h2, joinAnd, link, mail, note, ol, p, percent, phone, table } from "../document";

export const paymentPage: PageBuilder = () => {
  const onReceipt = SHIPMENT_IDS.filter((id) => OFFERS[id].payOnReceipt);
  const offline = SHIPMENT_IDS.filter((id) => !OFFERS[id].payOnReceipt);
  const fast = joinAnd(PAYMENT.fast.map((id) => `«${PAYMENTS[id].name}»`));
  return [
    p(
      "Оплатить заказ можно онлайн сразу после оформления или при получении. Часть суммы можно оплатить бонусами Love Card, " +
        "купоном и подарочными сертификатами. Комиссий за способ оплаты нет.",
    ),
    h2("Способы оплаты"),
    table(
      "Способы оплаты заказа",
      ["Способ", "Как это работает"],
      PAYMENT_IDS.map((id) => [PAYMENTS[id].name, PAYMENTS[id].description]),
    ),
    h2("Онлайн-оплата"),
    p(
      "После оформления заказа откроется защищённая страница оплаты. Данные карты вы вводите только на ней: магазин их не получает " +
        `и не хранит. При оплате способами ${fast} вы подтверждаете платёж в приложении своего банка — данные карты вводить не нужно.`,
    ),
    p(
      "Если оплатить сразу не получилось, заказ не пропадёт: оплатите его или выберите другой способ оплаты в разделе ",
      link("«Мои заказы»", "/personal/orders/status/all/"),
      ". Электронный чек придёт на e-mail, указанный в заказе.",
    ),
    h2("Оплата при получении"),
    p(
      `Картой или наличными при получении можно оплатить заказ с доставкой ${shipmentNames(onReceipt)}: курьеру или на кассе магазина. ` +
        `Заказы с доставкой ${shipmentNames(offline)} оплачиваются онлайн при оформлении.`,
    ),
    h2("Бонусы, купоны и подарочные сертификаты"),
    p("При оформлении заказа скидки применяются в таком порядке:"),
    ol(
      "Купон уменьшает стоимость товаров. В заказе может быть один купон.",
      [
        `Бонусами Love Card можно оплатить до ${percent(BONUS_SHARE)} стоимости товаров с учётом купона; 1 бонус = 1 ₽, доставку бонусами не оплатить. `,
        link("О программе Love Card", "/information/loyalty/"),
      ],
      "Подарочные сертификаты оплачивают оставшуюся сумму, включая доставку. В одном заказе можно использовать несколько сертификатов; для этого войдите в личный кабинет.",
      "Остаток вы оплачиваете выбранным способом.",
    ),
    note(
      `Если сертификаты покрывают всю сумму заказа, способ оплаты — «${PAYMENTS[PAYMENT.certificate].name}», больше ничего платить не нужно. `,
      link("Активировать сертификат", "/personal/certificates/activation/"),
      " · ",
      link("Купить сертификат", "/certificate/digital/"),
    ),
    h2("Вопросы об оплате"),
    p(
      "Звоните ",
      phone(STORE_INFO.phone),
      " или пишите на ",
      mail(STORE_INFO.email),
      ` — мы отвечаем ${SERVICE_HOURS}.`,
    ),
  ];
};
