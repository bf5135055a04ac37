import { describe, expect, it } from "vitest";
import { formatDate } from "~/domain/dates";

describe("formatDate", () => {
  it.each([
    ["2024-03-05", "05.03.2024"],
    ["1999-12-31", "31.12.1999"],
    ["2024-02-29", "29.02.2024"],
    ["2024-03-05T23:30:00Z", "05.03.2024"],
    ["2024-03-05T23:30:00+03:00", "05.03.2024"],
    ["2024-03-05T00:10:00.000-05:00", "05.03.2024"],
    ["2024-03-05 12:00:00", "05.03.2024"],
    [" 2024-03-05 ", "05.03.2024"],
  ])("%s → %s", (iso, text) => expect(formatDate(iso)).toBe(text));

  it("does not shift dates by time zone", () => {
    expect(formatDate("2024-01-01T00:00:00Z")).toBe("01.01.2024");
    expect(formatDate("2023-12-31T23:59:59-12:00")).toBe("31.12.2023");
  });

  it("passes through an already formatted date", () => {
    expect(formatDate("05.03.2024")).toBe("05.03.2024");
  });

  it("returns empty for empty input and the input for anything unparsable", () => {
    expect(formatDate("")).toBe("");
    expect(formatDate("   ")).toBe("");
    expect(formatDate("вчера")).toBe("вчера");
    expect(formatDate("2024-13-01")).toBe("2024-13-01");
    expect(formatDate("2023-02-29")).toBe("2023-02-29");
    expect(formatDate("2024-3-5")).toBe("2024-3-5");
    expect(formatDate("2024-03-05X")).toBe("2024-03-05X");
  });
});
