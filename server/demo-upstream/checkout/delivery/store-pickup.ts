import { parseSchedule, type Week } from "../../shops/opening-hours";
import { dayLabel, ruDate, type Day } from "../calendar";
import { dayAfter, wallClock, type WallClock } from "../zoned-time";

/** A shop needs this long, while it is open, to put an order together. */
export const STORE_PREPARATION_MINUTES = 120;
/** Ready times are shown rounded up to a quarter of an hour. */
const ROUND_MINUTES = 15;
const DAY_MINUTES = 24 * 60;

/** Same-day pickup (46) and pickup from the next open day (44) at one shop, or the earliest of several; null: not offered. */
export type StorePickupTimes = { sameDay: PickupTime | null; nextDay: PickupTime | null };

/** From when an order can be picked up at a shop, in the shop's city's time. */
export type PickupTime = {
  day: Day;
  /** Minutes since the city's midnight. */
  minutes: number;
  /** «Сегодня с 13:00», «Завтра с 11:00», «Понедельник, 15 сентября, с 10:00». */
  text: string;
  /** «с 15.09.2025, 10:00» — the saved order's interval. */
  orderText: string;
};

const pad = (n: number) => String(n).padStart(2, "0");
const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function pickupTime(day: Day, minutes: number): PickupTime {
  const label = dayLabel(day);
  return {
    day,
    minutes,
    text: `${label}${label.includes(",") ? "," : ""} с ${clockText(minutes)}`,
    orderText: `с ${ruDate(day)}, ${clockText(minutes)}`,
  };
}

/**
 * The first moment at or after `offset` days from today, `minutes` past that day's midnight, when the shop is open;
 * null for a shop that opens on no day of the week.
 */
function firstOpen(today: WallClock, week: Week, offset: number, minutes: number): PickupTime | null {
  offset += Math.floor(minutes / DAY_MINUTES);
  minutes %= DAY_MINUTES;
  for (let tried = 0; tried < 8; tried++, offset++, minutes = 0) {
    const day = dayAfter(today, offset);
    const hours = week[day.weekday];
    if (hours && minutes < hours.closes) return pickupTime(day, Math.max(minutes, hours.opens));
  }
  return null;
}

/**
 * When an order placed at `nowMs` can be picked up at a shop with these opening hours in this time zone: once it is
 * put together (STORE_PREPARATION_MINUTES from now, rounded up to a quarter of an hour) and the shop is open. Ordered at
 * night, it waits for the opening; too late to be ready before closing, it is there from the next open day's opening;
 * a closed day is skipped. `sameDay`: that moment when it is today, else null (no same-day pickup). `nextDay`: from
 * the opening of the first open day after today (pickup from tomorrow, 44).
 */
export function storePickupTimes(nowMs: number, week: Week, timeZone: string): StorePickupTimes {
  const now = wallClock(nowMs, timeZone);
  const ready = Math.ceil((now.minutes + STORE_PREPARATION_MINUTES) / ROUND_MINUTES) * ROUND_MINUTES;
  const first = firstOpen(now, week, 0, ready);
  return { sameDay: first?.day.offset === 0 ? first : null, nextDay: firstOpen(now, week, 1, 0) };
}

/** The earliest of these times (null when there are none). */
export function earliest(times: (PickupTime | null)[]): PickupTime | null {
  return times.reduce<PickupTime | null>((best, time) => {
    if (!time) return best;
    if (!best) return time;
    const [a, b] = [time.day.offset * DAY_MINUTES + time.minutes, best.day.offset * DAY_MINUTES + best.minutes];
    return a < b ? time : best;
  }, null);
}

/** The pickup times of a shop by its schedule's text; a shop whose hours cannot be read offers no pickup. */
export function shopPickupTimes(shop: { schedule: string }, timeZone: string, nowMs: number): StorePickupTimes {
  const week = parseSchedule(shop.schedule);
  return week ? storePickupTimes(nowMs, week, timeZone) : { sameDay: null, nextDay: null };
}

/** The earliest same-day and next-day times among shops. */
export const earliestTimes = (times: StorePickupTimes[]): StorePickupTimes => ({
  sameDay: earliest(times.map((time) => time.sameDay)),
  nextDay: earliest(times.map((time) => time.nextDay)),
});
