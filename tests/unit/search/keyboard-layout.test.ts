import { describe, expect, it } from "vitest";
import { switchKeyboardLayout } from "~/search/keyboard-layout";

describe("switchKeyboardLayout", () => {
  it("reads a query typed in the English layout as ЙЦУКЕН", () => {
    expect(switchKeyboardLayout("gkfnmt")).toBe("платье");
    expect(switchKeyboardLayout("Gkfnmt vblb")).toBe("Платье миди");
    // Keys that carry Russian letters: ж, э, х, ъ, б, ю, ё.
    expect(switchKeyboardLayout(";ftyf")).toBe("жаена");
    expect(switchKeyboardLayout("ie,f")).toBe("шуба");
    expect(switchKeyboardLayout("`krf")).toBe("ёлка");
  });

  it("reads a query typed in the Russian layout as QWERTY", () => {
    expect(switchKeyboardLayout("ызф")).toBe("spa");
    expect(switchKeyboardLayout("Дщму")).toBe("Love");
  });

  it("keeps digits, spaces and what no key maps, and gives null when nothing changes", () => {
    expect(switchKeyboardLayout("gkfnmt 42")).toBe("платье 42");
    expect(switchKeyboardLayout("42")).toBeNull();
    expect(switchKeyboardLayout("—")).toBeNull();
  });
});
