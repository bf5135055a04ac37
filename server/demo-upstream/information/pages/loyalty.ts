import { countOf, WORDS } from "../../plural";
import {
  BIRTHDAY_BONUSES,
  LOYALTY_LEVELS,
  LOYALTY_MIN_AGE,
  LOYALTY_RULES_LINK,
  WELCOME_BONUSES,
} from "../../account/loyalty";
import { BONUS_SHARE, bonusBudget } from "../../checkout/discounts/bonuses";
import { formatRoubles } from "../../format";
import type { PageBuilder } from "../context";
import { h2, link, note, ol, p, percent, table, ul } from "../document";

/** «от 30 000 ₽», or «с первой покупки» for the first level. */
export const levelThreshold = (from: number): string => (from === 0 ? "с первой покупки" : `от ${formatRoubles(from)}`);

/** The levels as the card page and the rules show them. */
export const levelsTable = () =>
  table(
    "Уровни Love Card",
    ["Уровень", "Сумма покупок", "Начисление бонусов"],
    LOYALTY_LEVELS.map((level) => [level.name, levelThreshold(level.from), `${level.percent} % от суммы покупки`]),
  );

/** A worked example: what an order of `goods` may spend, and what the first level accrues for it after that. */
function example(goods: number): string {
  const spend = bonusBudget(goods);
  const first = LOYALTY_LEVELS[0];
  const accrual = Math.floor(((goods - spend) * first.percent) / 100);
  return (
    `Например, в заказе товары на ${formatRoubles(goods)}: бонусами можно оплатить до ${formatRoubles(spend)}, а на уровне ` +
    `${first.name} за оставшиеся ${formatRoubles(goods - spend)} после получения заказа придёт ещё ${countOf(accrual, WORDS.bonus)}.`
  );
}

export const loyaltyPage: PageBuilder = () => [
  p(
    "Love Card — бонусная карта LOVE STORE. С каждой покупки на сайте и в магазинах на карту приходят бонусы, а ими можно " +
      `оплатить до ${percent(BONUS_SHARE)} следующих покупок: 1 бонус = 1 ₽.`,
  ),
  table(
    "Love Card коротко",
    ["Условие", "Как работает"],
    [
      ["Приветственные бонусы", `${countOf(WELCOME_BONUSES, WORDS.bonus)} сразу после оформления карты`],
      [
        "Начисление",
        `${LOYALTY_LEVELS[0].percent}–${LOYALTY_LEVELS[LOYALTY_LEVELS.length - 1].percent} % от суммы покупки — по уровню карты`,
      ],
      ["Оплата бонусами", `до ${percent(BONUS_SHARE)} стоимости товаров с учётом купона`],
      ["Подарок ко дню рождения", countOf(BIRTHDAY_BONUSES, WORDS.bonus)],
    ],
  ),
  h2("Как получить карту"),
  ol(
    ["Войдите на сайт по номеру телефона — ", link("вход и регистрация", "/login/"), "."],
    [
      "Заполните анкету: имя, фамилия, дата рождения и e-mail — ",
      link("оформить Love Card", "/personal/card/register/"),
      ".",
    ],
    `Карта появится в личном кабинете сразу, и на ней уже будет ${countOf(WELCOME_BONUSES, WORDS.bonus)}.`,
  ),
  p(
    `Оформить карту можно с ${countOf(LOYALTY_MIN_AGE, WORDS.yearsFrom)}. Карта виртуальная: её номер всегда под рукой в личном кабинете. ` +
      "В магазине назовите на кассе номер телефона или покажите номер карты.",
  ),
  h2("Уровни карты"),
  levelsTable(),
  p(
    "В сумму покупок входят полученные заказы с сайта — стоимость товаров с учётом купона, без доставки, — и покупки по карте в " +
      "магазинах. Новый уровень начинает действовать сразу, как только сумма покупок достигла порога, и сохраняется навсегда.",
  ),
  h2("Как начисляются бонусы"),
  ul(
    "За заказ с сайта — после его получения: процент вашего уровня от стоимости товаров с учётом купона, за вычетом оплаченного бонусами. За доставку бонусы не начисляются.",
    "За покупку в магазине — сразу после оплаты на кассе.",
    "При оформлении заказа на сайте видно, сколько бонусов придёт за него.",
    `В день рождения — ${countOf(BIRTHDAY_BONUSES, WORDS.bonus)} в подарок. Поэтому при оформлении карты мы спрашиваем дату рождения.`,
    ["За вещи, сданные на переработку по программе ", link("LOVE 2.0", "/initiatives/recycling/"), "."],
  ),
  h2("Как потратить бонусы"),
  p(
    `Бонусами можно оплатить до ${percent(BONUS_SHARE)} стоимости товаров с учётом купона. При оформлении заказа в блоке «Бонусы ` +
      "Love Card» отметьте «Списать бонусы» и укажите, сколько списать. Доставку бонусами оплатить нельзя.",
  ),
  note(example(10_000)),
  h2("Баланс и история"),
  p(
    "Баланс, уровень и сколько осталось до следующего — на странице ",
    link("Love Card", "/personal/card/"),
    " в личном кабинете, все начисления и списания — в ",
    link("истории операций", "/personal/card/history/"),
    ". Полные условия — в ",
    link("правилах программы", LOYALTY_RULES_LINK),
    ".",
  ),
];
