/** A day's opening hours in minutes since midnight: open from `opens` until (not at) `closes`. */
export type Hours = { opens: number; closes: number };
/** Opening hours by weekday, Sunday first (JavaScript's `getDay`); null: closed that day. */
export type Week = (Hours | null)[];

/** Weekdays as the schedules name them, Monday first. */
const DAY_NAMES = ["пн", "вт", "ср", "чт", "пт", "сб", "вс"];
/** A weekday of DAY_NAMES (Monday 0) as `getDay` counts it (Sunday 0). */
const toWeekday = (mondayFirst: number) => (mondayFirst + 1) % 7;

const TIME = /^(\d{1,2}):(\d{2})$/;
const DASH = /\s*[–—-]\s*/;

function minutes(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const [hours, mins] = [Number(match[1]), Number(match[2])];
  return hours <= 24 && mins < 60 && hours * 60 + mins <= 24 * 60 ? hours * 60 + mins : null;
}

/** «Ежедневно», «Пн–Пт», «Сб», as weekdays Monday first; null when it is none of those. */
function days(text: string): number[] | null {
  const lower = text.toLowerCase();
  if (lower === "ежедневно") return [0, 1, 2, 3, 4, 5, 6];
  const [from, to = from, ...rest] = lower.split(DASH);
  const [start, end] = [DAY_NAMES.indexOf(from), DAY_NAMES.indexOf(to)];
  if (rest.length > 0 || start < 0 || end < start) return null;
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * The week of a schedule as the seed and the shops page write it: «Ежедневно 10:00–22:00», «Пн–Пт 10:00–21:00,
 * Сб–Вс 11:00–20:00», «Пн–Сб 10:00–20:00, Вс выходной». Days it does not name are closed. Null when the text cannot
 * be read: the store's hours are then unknown.
 */
export function parseSchedule(schedule: string): Week | null {
  const week: Week = [null, null, null, null, null, null, null];
  const parts = schedule.split(",").map((part) => part.trim());
  for (const part of parts) {
    const match = /^(\S+)\s+(.+)$/.exec(part);
    const named = match && days(match[1]);
    if (!named) return null;
    let hours: Hours | null = null;
    if (match[2].toLowerCase() !== "выходной") {
      const [opens, closes, ...rest] = match[2].split(DASH).map(minutes);
      if (rest.length > 0 || opens === null || closes === null || opens === undefined || closes === undefined)
        return null;
      if (opens >= closes) return null;
      hours = { opens, closes };
    }
    for (const day of named) week[toWeekday(day)] = hours;
  }
  return week.some(Boolean) ? week : null;
}
