import { Link } from "~/components/link";
import type { Loyalty } from "~/contract/account";
import { bonusCount, groupCardNumber } from "./card";

type Card = NonNullable<Loyalty["card"]>;

/** No card yet: what the programme gives and the way to register. */
export function CardInvitation() {
  return (
    <div className="love-card love-card--invite">
      <p className="love-card__lead">У вас пока нет карты Love Card.</p>
      <p>Оформите карту — получите 500 приветственных бонусов и копите бонусы с каждой покупки: 1 бонус = 1 ₽.</p>
      <Link to="/personal/card/register/" className="button">
        Оформить карту
      </Link>
    </div>
  );
}

/** The card: number, balance, level and the way to the next level. */
export function CardSummary({ card }: { card: Card }) {
  return (
    <div className="love-card">
      <div className="love-card__plate" aria-hidden="true">
        <span className="love-card__brand">LOVE CARD</span>
        <span className="love-card__plate-number">{groupCardNumber(card.number)}</span>
      </div>
      <dl className="facts love-card__facts">
        <dt>Номер карты</dt>
        <dd className="love-card__number">{groupCardNumber(card.number)}</dd>
        <dt>Баланс</dt>
        <dd className="love-card__balance">{bonusCount(card.balance)}</dd>
        <dt>Уровень</dt>
        <dd>
          {card.level.name} — {card.level.percent} % бонусами
        </dd>
      </dl>
      {card.nextLevel ? (
        <p className="love-card__next">
          До уровня {card.nextLevel.name} ({card.nextLevel.percent} %) осталось совершить покупок на{" "}
          {card.nextLevel.remaining.format}.
        </p>
      ) : (
        <p className="love-card__next">У вас максимальный уровень программы.</p>
      )}
      <ul className="account-links">
        <li>
          <Link to="/personal/card/history/" className="text-link">
            История бонусов
          </Link>
        </li>
        <li>
          <Link to={card.rulesLink} className="text-link">
            Правила программы лояльности
          </Link>
        </li>
      </ul>
    </div>
  );
}
