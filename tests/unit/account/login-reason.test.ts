import { describe, expect, it } from "vitest";
import { fromWishlist, wishlistLoginNote } from "~/account/login-reason";

describe("the login page's reason", () => {
  it("is the wishlist when the guard sent the guest from it", () => {
    expect(fromWishlist("/personal/wishlist/")).toBe(true);
    expect(fromWishlist("/personal/wishlist/?page=2")).toBe(true);
    expect(fromWishlist("/personal/")).toBe(false);
    expect(fromWishlist("/personal/wishlist/x/")).toBe(false);
    expect(fromWishlist("/order/")).toBe(false);
  });

  it("counts the saved products in Russian", () => {
    expect(wishlistLoginNote(0)).toBe("Войдите, чтобы увидеть избранное.");
    expect(wishlistLoginNote(1)).toBe(
      "Войдите, чтобы увидеть избранное: сохранён 1 товар. После входа всё сохранённое останется в избранном.",
    );
    expect(wishlistLoginNote(3)).toMatch(/^Войдите, чтобы увидеть избранное: сохранено 3 товара\./);
    expect(wishlistLoginNote(5)).toMatch(/^Войдите, чтобы увидеть избранное: сохранено 5 товаров\./);
    expect(wishlistLoginNote(21)).toMatch(/: сохранён 21 товар\./);
  });
});
