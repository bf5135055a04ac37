import type { Page } from "@playwright/test";

// Measuring: what sticks out past the right edge of the screen, and of an open modal.

export type Offender = { selector: string; right: number; width: number; count?: number };
export type DialogFit = {
  selector: string;
  left: number;
  right: number;
  scrollWidth: number;
  clientWidth: number;
  offenders: Offender[];
};
export type LayoutMeasurement = {
  innerWidth: number;
  innerHeight: number;
  scrollWidth: number;
  /** Elements (and runs of text) that stick out past the right edge of the screen: where the overflow starts, widest first. */
  offenders: Offender[];
  /** How many elements in all lie past the right edge (offenders and everything inside them). */
  overflowing: number;
  /** Open modals (<dialog open>): their box, whether they scroll sideways, and what sticks out of them. */
  dialogs: DialogFit[];
};

/**
 * Runs in the page. Walks the DOM for boxes whose right edge lies past `innerWidth + 1`, leaving out what an
 * ancestor clips (overflow other than visible, clip-path, clip) except html, body and the dialog being looked at:
 * content cut off by `body { overflow-x: hidden }` is still content the shopper cannot reach. Reports the
 * places the overflow starts: a box past the edge whose parent is not, or that sticks out of its parent.
 */
function measureInPage(): LayoutMeasurement {
  const vw = window.innerWidth;
  const round = (n: number) => Math.round(n);
  const part = (e: Element) => {
    let s = e.tagName.toLowerCase();
    if (e.id) s += `#${e.id}`;
    const classes = [...e.classList].slice(0, 2);
    if (classes.length) s += `.${classes.join(".")}`;
    if (!e.id && !classes.length) {
      for (const attr of ["aria-label", "name", "href", "type"]) {
        const value = e.getAttribute(attr);
        if (value) {
          s += `[${attr}="${value.slice(0, 40)}"]`;
          break;
        }
      }
    }
    return s;
  };
  const describe = (el: Element) => {
    const chain: string[] = [];
    for (
      let e: Element | null = el;
      e && e !== document.body && e !== document.documentElement && chain.length < 3;
      e = e.parentElement
    )
      chain.unshift(part(e));
    return chain.join(" > ");
  };

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const clips = (el: Element) => {
    const s = style(el);
    return (
      s.overflowX !== "visible" ||
      s.clipPath !== "none" ||
      ((s.position === "absolute" || s.position === "fixed") && s.clip !== "auto" && s.clip !== "")
    );
  };

  /** Boxes inside `root` past `limit`, not clipped by an ancestor below `root`. */
  const scan = (root: Element, limit: number) => {
    const clipped = new Map<Element, boolean>();
    const isClipped = (el: Element): boolean => {
      const parent = el.parentElement;
      if (!parent || parent === root || parent === document.body || parent === document.documentElement) return false;
      let value = clipped.get(parent);
      if (value === undefined) {
        value = clips(parent) || isClipped(parent);
        clipped.set(parent, value);
      }
      return value;
    };
    const boxes = new Map<Element, DOMRect>();
    const past = new Set<Element>();
    const found: (Offender & { depth: number })[] = [];
    const depth = (el: Element) => {
      let d = 0;
      for (let e: Element | null = el; e; e = e.parentElement) d++;
      return d;
    };
    for (const el of root.querySelectorAll("*")) {
      if (el instanceof HTMLScriptElement || el instanceof HTMLStyleElement || el.tagName === "TEMPLATE") continue;
      const r = el.getBoundingClientRect();
      boxes.set(el, r);
      if (r.width <= 1 && r.height <= 1) continue;
      if (r.right <= limit + 1) continue;
      const s = style(el);
      if (s.visibility === "hidden" || s.display === "contents") continue;
      if (isClipped(el)) continue;
      past.add(el);
    }
    for (const el of past) {
      const r = boxes.get(el)!;
      const parent = el.parentElement;
      const parentBox = parent ? boxes.get(parent) : undefined;
      if (!parent || !past.has(parent) || !parentBox || r.right > parentBox.right + 1) {
        found.push({ selector: describe(el), right: round(r.right), width: round(r.width), depth: depth(el) });
      }
    }
    // Text that runs out of its own box (a long word, a nowrap line).
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent instanceof HTMLScriptElement || parent instanceof HTMLStyleElement) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width <= 1 || r.right <= limit + 1) continue;
      const parentBox = boxes.get(parent) ?? parent.getBoundingClientRect();
      if (parentBox.width <= 1 && parentBox.height <= 1) continue;
      if (style(parent).visibility === "hidden" || clips(parent) || isClipped(parent)) continue;
      if (r.right <= parentBox.right + 1 && past.has(parent)) continue;
      found.push({
        selector: `${describe(parent)} "${node.textContent.trim().slice(0, 30)}"`,
        right: round(r.right),
        width: round(r.width),
        depth: depth(parent) + 1,
      });
    }
    found.sort((a, b) => b.right - a.right || a.depth - b.depth);
    // Siblings alike (three checkout sections, a row of fields) are one line: "… ×3".
    const grouped = new Map<string, Offender>();
    for (const { depth: _, ...o } of found) {
      const key = `${o.selector}@${o.right}`;
      const seen = grouped.get(key);
      if (seen) seen.count = (seen.count ?? 1) + 1;
      else grouped.set(key, { ...o });
    }
    return { offenders: [...grouped.values()], overflowing: past.size };
  };

  const page = scan(document.body, vw);
  const dialogs: DialogFit[] = [];
  for (const dialog of document.querySelectorAll("dialog[open]")) {
    const r = dialog.getBoundingClientRect();
    if (r.width <= 1 || style(dialog).visibility === "hidden") continue;
    const contentRight = r.left + dialog.clientLeft + dialog.clientWidth;
    dialogs.push({
      selector: describe(dialog),
      left: round(r.left),
      right: round(r.right),
      scrollWidth: dialog.scrollWidth,
      clientWidth: dialog.clientWidth,
      offenders: scan(dialog, Math.min(vw, contentRight)).offenders.slice(0, 8),
    });
  }
  return {
    innerWidth: vw,
    innerHeight: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    offenders: page.offenders.slice(0, 12),
    overflowing: page.overflowing,
    dialogs,
  };
}

export async function measureLayout(page: Page): Promise<LayoutMeasurement> {
  await page.evaluate(() => window.scrollTo({ left: 0, top: 0, behavior: "instant" }));
  return page.evaluate(measureInPage);
}
