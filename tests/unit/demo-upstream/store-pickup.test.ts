import { describe, expect, it } from "vitest";
import {
  earliest,
  earliestTimes,
  shopPickupTimes,
  storePickupTimes,
} from "../../../server/demo-upstream/checkout/delivery/store-pickup";
import { DIRECTORY_CITIES } from "../../../server/demo-upstream/seed/city-directory";
import { SCHEDULES } from "../../../server/demo-upstream/seed/locations";
import { timeZoneOf } from "../../../server/demo-upstream/seed/time-zones";
import { isTimeZone, wallClock } from "../../../server/demo-upstream/checkout/zoned-time";
import { parseSchedule } from "../../../server/demo-upstream/shops/opening-hours";

/** Saturday 13.09.2025 at this time in Moscow (UTC+3). */
const moscow = (hours: number, minutes = 0) => Date.UTC(2025, 8, 13, hours - 3, minutes);
/** Weekdays 10–21, the weekend 11–20: on Saturday the shop opens at 11:00 and closes at 20:00. */
const WEEKEND_LATE = parseSchedule("Пн–Пт 10:00–21:00, Сб–Вс 11:00–20:00")!;
const SUNDAY_OFF = parseSchedule("Пн–Сб 10:00–20:00, Вс выходной")!;
const DAILY = parseSchedule("Ежедневно 10:00–22:00")!;

const texts = (nowMs: number, week = WEEKEND_LATE, zone = "Europe/Moscow") => {
  const { sameDay, nextDay } = storePickupTimes(nowMs, week, zone);
  return { sameDay: sameDay?.text ?? null, nextDay: nextDay?.text ?? null };
};

describe("opening hours", () => {
  it("reads the schedules the shops show, Sunday first, days not named closed", () => {
    expect(DAILY).toEqual(Array(7).fill({ opens: 600, closes: 1320 }));
    expect(WEEKEND_LATE[6]).toEqual({ opens: 660, closes: 1200 });
    expect(WEEKEND_LATE[0]).toEqual({ opens: 660, closes: 1200 });
    expect(WEEKEND_LATE[1]).toEqual({ opens: 600, closes: 1260 });
    expect(SUNDAY_OFF[0]).toBeNull();
    expect(parseSchedule("Пн–Пт 09:00-18:00")![6]).toBeNull();
  });

  it("reads every schedule of the seeded shops", () => {
    for (const schedule of SCHEDULES) expect(parseSchedule(schedule), schedule).not.toBeNull();
  });

  it("cannot read what is not a schedule", () => {
    for (const text of [
      "",
      "Круглосуточно",
      "Пн–Пт 21:00–10:00",
      "Пн–Пт 10:00–25:00",
      "Пт–Пн 10:00–20:00",
      "По записи",
    ])
      expect(parseSchedule(text), text).toBeNull();
  });
});

describe("store pickup: from when a shop hands an order over", () => {
  it("at night, before opening: today from the opening (the order is put together by then)", () => {
    // The measured case: 03:35 Moscow time, a shop open 11:00–20:00 — never «через 2 часа».
    expect(texts(moscow(3, 35))).toEqual({ sameDay: "Сегодня с 11:00", nextDay: "Завтра с 11:00" });
  });

  it("shortly before opening: two hours from now, once the shop is open", () => {
    expect(texts(moscow(10, 0)).sameDay).toBe("Сегодня с 12:00");
  });

  it("while open: two hours from now, rounded up to a quarter of an hour", () => {
    expect(texts(moscow(13, 35)).sameDay).toBe("Сегодня с 15:45");
    expect(texts(moscow(17, 45)).sameDay).toBe("Сегодня с 19:45");
  });

  it("near closing (less than two hours left) and after closing: not today, from the next opening", () => {
    for (const now of [moscow(18, 0), moscow(19, 30), moscow(21, 0), moscow(23, 59)])
      expect(texts(now)).toEqual({ sameDay: null, nextDay: "Завтра с 11:00" });
  });

  it("skips a closed day", () => {
    // Saturday evening, the shop is closed on Sunday: Monday, 10:00.
    expect(texts(moscow(19, 0), SUNDAY_OFF)).toEqual({ sameDay: null, nextDay: "Послезавтра с 10:00" });
    // On the closed Sunday itself.
    const sunday = Date.UTC(2025, 8, 14, 9, 0);
    expect(texts(sunday, SUNDAY_OFF)).toEqual({ sameDay: null, nextDay: "Завтра с 10:00" });
    // Friday night at a shop open on weekdays only: Monday, with its date.
    const weekdays = parseSchedule("Пн–Пт 10:00–19:00")!;
    const friday = Date.UTC(2025, 8, 12, 17, 0);
    expect(texts(friday, weekdays)).toEqual({ sameDay: null, nextDay: "Понедельник, 15 сентября, с 10:00" });
  });

  it("counts in the city's own time zone", () => {
    // 03:35 in Moscow is 10:35 in Vladivostok: ready there at 12:45 today, at 10:00 in Moscow.
    expect(texts(moscow(3, 35), DAILY, "Asia/Vladivostok").sameDay).toBe("Сегодня с 12:45");
    expect(texts(moscow(3, 35), DAILY, "Europe/Moscow").sameDay).toBe("Сегодня с 10:00");
    // 18:30 in Moscow is 20:30 in Yekaterinburg: too late there, in time in Moscow.
    expect(texts(moscow(18, 30), DAILY, "Asia/Yekaterinburg")).toEqual({ sameDay: null, nextDay: "Завтра с 10:00" });
    expect(texts(moscow(18, 30), DAILY, "Europe/Moscow").sameDay).toBe("Сегодня с 20:30");
    // 17:30 in Moscow is already Sunday 00:30 in Vladivostok: «today» is Sunday there.
    const sunday = storePickupTimes(moscow(17, 30), WEEKEND_LATE, "Asia/Vladivostok").sameDay!;
    expect([sunday.text, sunday.orderText]).toEqual(["Сегодня с 11:00", "с 14.09.2025, 11:00"]);
    expect(wallClock(moscow(17, 30), "Asia/Novosibirsk")).toEqual({
      year: 2025,
      month: 9,
      day: 13,
      minutes: 21 * 60 + 30,
    });
  });

  it("writes the saved order's interval with the date and time", () => {
    const { sameDay, nextDay } = storePickupTimes(moscow(13, 35), WEEKEND_LATE, "Europe/Moscow");
    expect(sameDay!.orderText).toBe("с 13.09.2025, 15:45");
    expect(nextDay!.orderText).toBe("с 14.09.2025, 11:00");
  });

  it("a shop whose hours cannot be read offers no pickup; the earliest of several shops leads", () => {
    expect(shopPickupTimes({ schedule: "По записи" }, "Europe/Moscow", moscow(12))).toEqual({
      sameDay: null,
      nextDay: null,
    });
    const daily = shopPickupTimes({ schedule: "Ежедневно 10:00–22:00" }, "Europe/Moscow", moscow(19));
    const weekend = shopPickupTimes({ schedule: "Пн–Пт 10:00–21:00, Сб–Вс 11:00–20:00" }, "Europe/Moscow", moscow(19));
    const both = earliestTimes([weekend, daily]);
    expect([both.sameDay?.text, both.nextDay?.text]).toEqual(["Сегодня с 21:00", "Завтра с 10:00"]);
    expect(earliest([null, null])).toBeNull();
  });
});

describe("the cities' time zones", () => {
  it("gives every seeded region a zone the runtime knows, Moscow's to those on Moscow time", () => {
    for (const [, , region] of DIRECTORY_CITIES) expect(isTimeZone(timeZoneOf(region)), region).toBe(true);
    expect(timeZoneOf("Москва")).toBe("Europe/Moscow");
    expect(timeZoneOf("Свердловская область")).toBe("Asia/Yekaterinburg");
    expect(timeZoneOf("Новосибирская область")).toBe("Asia/Novosibirsk");
    expect(timeZoneOf("Приморский край")).toBe("Asia/Vladivostok");
  });
});
