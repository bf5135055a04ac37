import { describe, expect, it } from "vitest";
import { wrongCodeMessage } from "../../../server/demo-upstream/account/one-time-codes";

describe("wrongCodeMessage", () => {
  it("says how many tries are left, verb and noun in the Russian plural forms", () => {
    expect(wrongCodeMessage(1)).toBe("Неверный код. Осталась 1 попытка");
    expect(wrongCodeMessage(2)).toBe("Неверный код. Осталось 2 попытки");
    expect(wrongCodeMessage(4)).toBe("Неверный код. Осталось 4 попытки");
    expect(wrongCodeMessage(5)).toBe("Неверный код. Осталось 5 попыток");
    expect(wrongCodeMessage(11)).toBe("Неверный код. Осталось 11 попыток");
    expect(wrongCodeMessage(21)).toBe("Неверный код. Осталась 21 попытка");
  });
});
