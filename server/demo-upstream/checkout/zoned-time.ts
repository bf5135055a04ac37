import type { Day } from "./calendar";

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** What a clock on the wall of a city shows at `nowMs`: the calendar date and the minutes since midnight. */
export type WallClock = { year: number; month: number; day: number; minutes: number };

/** The wall clock of `timeZone` (an IANA zone: Europe/Moscow, Asia/Vladivostok…) at `nowMs`. */
export function wallClock(nowMs: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(nowMs)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The calendar day `offset` days after the one the wall clock shows (calendar arithmetic: no time zone can shift it). */
export function dayAfter(clock: Pick<WallClock, "year" | "month" | "day">, offset: number): Day {
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day) + offset * DAY_MS);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    offset,
  };
}

/** Whether the runtime knows the zone (a seed's or an upstream's typo must not reach the calendar). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
