import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { measureLayout, type LayoutMeasurement, type Offender } from "./measure";

/** The header's basket link, as shoppers (and screen readers) find it. */
export const basketLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Корзина/ });

export type BasketFit = {
  visible: boolean;
  box: { x: number; y: number; width: number; height: number } | null;
  inside: boolean;
};

export type FitReport = LayoutMeasurement & { basket: BasketFit | null; problems: string[]; message: string };

export type FitOptions = {
  /** Check the header's basket link (default). Off only for layouts without a header: say so where it is turned off. */
  basket?: boolean;
  /** Report through `expect.soft` so one test can check several widths. */
  soft?: boolean;
  /** What was looked at, e.g. "/order/ at 320×800, shopper, JS off": heads the failure message. */
  label?: string;
};

/**
 * The layout rule every page is held to at every width, phones first: the page is no wider than the screen
 * (`scrollWidth <= innerWidth`), an open modal lies inside the screen and does not scroll sideways, and the header's
 * basket link is visible and inside the viewport. The failure message names the boxes that stick out, with their right
 * edges, for whoever fixes the CSS.
 */
export async function expectFits(page: Page, options: FitOptions = {}): Promise<FitReport> {
  const { basket: checkBasket = true, soft = false, label = page.url() } = options;
  const m = await measureLayout(page);
  const problems: string[] = [];
  const lines: string[] = [];
  const list = (offenders: Offender[], indent: string) =>
    offenders
      .slice(0, 6)
      .map((o) => `${indent}right ${o.right}px (width ${o.width}px)  ${o.selector}${o.count ? ` ×${o.count}` : ""}`);

  if (m.scrollWidth > m.innerWidth) {
    problems.push(`page is ${m.scrollWidth}px wide on a ${m.innerWidth}px screen`);
    lines.push(`document.documentElement.scrollWidth ${m.scrollWidth} > innerWidth ${m.innerWidth}`);
  }
  if (m.offenders.length) {
    if (m.scrollWidth <= m.innerWidth) problems.push(`content past the right edge of the ${m.innerWidth}px screen`);
    lines.push(
      `${m.overflowing} elements reach past x=${m.innerWidth}; where it starts (widest first):`,
      ...list(m.offenders, "    "),
    );
  }
  for (const d of m.dialogs) {
    const out = d.left < -1 || d.right > m.innerWidth + 1;
    const scrolls = d.scrollWidth > d.clientWidth + 1;
    if (!out && !scrolls) continue;
    problems.push(
      `modal ${out ? `spans x=${d.left}…${d.right}` : `scrolls sideways (${d.scrollWidth} > ${d.clientWidth})`}`,
    );
    lines.push(
      `modal ${d.selector}: x=${d.left}…${d.right}, scrollWidth ${d.scrollWidth}, clientWidth ${d.clientWidth}`,
      ...list(d.offenders, "    "),
    );
  }

  let basket: BasketFit | null = null;
  if (checkBasket) {
    const link = basketLink(page);
    const visible = (await link.count()) === 1 && (await link.isVisible());
    const raw = visible ? await link.boundingBox() : null;
    const box = raw && {
      x: Math.round(raw.x),
      y: Math.round(raw.y),
      width: Math.round(raw.width),
      height: Math.round(raw.height),
    };
    const inside =
      !!raw &&
      raw.x >= -0.5 &&
      raw.y >= -0.5 &&
      raw.x + raw.width <= m.innerWidth + 0.5 &&
      raw.y + raw.height <= m.innerHeight + 0.5;
    basket = { visible, box, inside };
    if (!visible) {
      problems.push("basket link not visible");
      lines.push("the header's basket link (role=link, name /^Корзина/) is missing or hidden");
    } else if (!inside) {
      problems.push(`basket link outside the viewport`);
      lines.push(
        `basket link at x=${box!.x}…${box!.x + box!.width}, y=${box!.y}…${box!.y + box!.height}: outside the ${m.innerWidth}×${m.innerHeight} viewport`,
      );
    }
  }

  const message = [`${label}: does not fit`, ...lines.map((l) => `  ${l}`)].join("\n");
  (soft ? expect.soft : expect)(problems, message).toEqual([]);
  return { ...m, basket, problems, message };
}
