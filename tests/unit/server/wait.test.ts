import { describe, expect, it } from "vitest";
import { sendWaits } from "../../../server/demo-upstream/account/one-time-codes";
import { formatWait } from "../../../server/demo-upstream/wait";

describe("formatWait: a wait in human units for the upstream's Russian messages", () => {
  it.each([
    [0.2, "1 с"],
    [29.1, "30 с"],
    [45, "45 с"],
    [60, "1 мин"],
    [119, "1 мин 59 с"],
    [270, "4 мин 30 с"],
    [599, "9 мин 59 с"],
    [600, "10 мин"],
    [2490, "42 мин"],
    [3600, "1 ч"],
    [3900, "1 ч 5 мин"],
  ])("%s s → %s", (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

describe("sendWaits: the phone's spacing and the asking client's budget", () => {
  const at = (s: number, client = "a") => ({ client, sent_at: s * 1000 });

  it("grows the spacing with the codes of the window, whoever asked", () => {
    expect(sendWaits([], "a", 0)).toEqual({ spacing: 0, budget: 0 });
    expect(sendWaits([at(0)], "b", 10_000).spacing).toBe(20_000);
    expect(sendWaits([at(0), at(30, "b")], "c", 30_000).spacing).toBe(60_000);
    expect(sendWaits([at(0), at(30), at(90, "b")], "c", 90_000).spacing).toBe(120_000);
    expect(sendWaits([at(0), at(30), at(90), at(210, "b")], "c", 210_000).spacing).toBe(300_000);
    expect(sendWaits([at(0), at(30), at(90), at(210), at(510, "b"), at(1110, "b")], "c", 1110_000).spacing).toBe(
      600_000,
    );
  });

  it("spends only the asking client's budget: 5 codes an hour", () => {
    const five = [at(0), at(30), at(90), at(210), at(510)];
    expect(sendWaits(five, "a", 1110_000)).toEqual({ spacing: 0, budget: 2490_000 });
    expect(sendWaits(five, "b", 1110_000)).toEqual({ spacing: 0, budget: 0 });
  });
});
