import { test } from "./fixtures";

/** A 390 px touch phone: the screen most shoppers have. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * For a describe block of a spec that runs on a phone and on a desktop: the phone's screen, or the project's desktop.
 * The desktop without JavaScript — the rarest visitor, and the phone's HTML at another width, which the layout test
 * measures on every page — is left out. The desktop's run leaves its axe-core checks to the phone's (`desktopCopy`).
 */
export function onScreen(phone: boolean) {
  test.use(phone ? PHONE : { desktopCopy: true });
  if (!phone) test.skip(({ jsEnabled }) => !jsEnabled, "a desktop without JavaScript: the phone runs the no-JS flow");
}
