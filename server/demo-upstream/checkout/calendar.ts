/** Delivery days and time slots, in Moscow time (UTC+3, no daylight saving). */

const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;
const DAY_MS = 86_400_000;

const WEEKDAYS = ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"];
const MONTHS = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];

export type Day = { year: number; month: number; day: number; weekday: number; offset: number };
export type Slot = { value: string; text: string; orderText: string; from: string; to: string };

const pad = (n: number) => String(n).padStart(2, "0");
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Moscow calendar day `offset` days after the one `nowMs` falls on. */
export function moscowDay(nowMs: number, offset: number): Day {
  const date = new Date(nowMs + MOSCOW_OFFSET_MS + offset * DAY_MS);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    offset,
  };
}

/** Hours since Moscow midnight, with the minutes as a fraction. */
export function moscowHour(nowMs: number): number {
  const date = new Date(nowMs + MOSCOW_OFFSET_MS);
  return date.getUTCHours() + date.getUTCMinutes() / 60;
}

/** 2025-09-12 */
export const isoDay = (day: Day) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;
/** 12.09.2025 — the orders' date format. */
export const ruDate = (day: Day) => `${pad(day.day)}.${pad(day.month)}.${day.year}`;
/** 'Сегодня', 'Завтра', 'Послезавтра', else 'Пятница, 12 сентября'. */
export function dayLabel(day: Day): string {
  if (day.offset === 0) return "Сегодня";
  if (day.offset === 1) return "Завтра";
  if (day.offset === 2) return "Послезавтра";
  return `${capitalise(WEEKDAYS[day.weekday])}, ${day.day} ${MONTHS[day.month - 1]}`;
}
/** 'Завтра, 12 сентября' — a label that always carries the date. */
export function dayLabelWithDate(day: Day): string {
  const label = dayLabel(day);
  return day.offset <= 2 ? `${label}, ${day.day} ${MONTHS[day.month - 1]}` : label;
}

function slot(day: Day, from: number, to: number): Slot {
  const time = `${pad(from)}:00–${pad(to)}:00`;
  return {
    value: `${isoDay(day)}/${pad(from)}-${pad(to)}`,
    text: `${dayLabel(day)}, ${time}`,
    orderText: `${ruDate(day)}, ${time}`,
    from: `${pad(from)}:00`,
    to: `${pad(to)}:00`,
  };
}

/**
 * Four-hour windows (10–14, 14–18, 18–22) tomorrow and the day after — `transit` days later for a far city: courier
 * economy and try-on.
 */
export function economySlots(nowMs: number, transit = 0): Slot[] {
  return [1, 2].flatMap((offset) => {
    const day = moscowDay(nowMs, offset + transit);
    return [10, 14, 18].map((from) => slot(day, from, from + 4));
  });
}

/** An express window of today starts at least this many hours from now. */
export const EXPRESS_LEAD_HOURS = 3;

/** Two-hour windows from 10:00 to 22:00: today's that start at least EXPRESS_LEAD_HOURS from now, then tomorrow's. */
export function expressSlots(nowMs: number): Slot[] {
  const hour = moscowHour(nowMs);
  const starts = [10, 12, 14, 16, 18, 20];
  const today = moscowDay(nowMs, 0);
  const tomorrow = moscowDay(nowMs, 1);
  return [
    ...starts.filter((from) => from >= hour + EXPRESS_LEAD_HOURS).map((from) => slot(today, from, from + 2)),
    ...starts.map((from) => slot(tomorrow, from, from + 2)),
  ];
}

/** Pick-up days at a pickup point: from the day after tomorrow (`transit` days later for a far city), three to choose from. */
export function pickupDays(nowMs: number, transit = 0): Slot[] {
  return [2, 3, 4].map((offset) => {
    const day = moscowDay(nowMs, offset + transit);
    return { value: isoDay(day), text: dayLabelWithDate(day), orderText: `с ${ruDate(day)}`, from: "", to: "" };
  });
}
