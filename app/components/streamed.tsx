import { Await } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";

/**
 * Secondary data that is either here already or still streaming (a loader's `defer`): rendered at once when here,
 * else the placeholder — the same size, so nothing moves — until it arrives later in the same response. The
 * placeholder's root must carry `aria-busy="true"`: without JavaScript, `LateContentWithoutScript` hides it by that.
 * Both cases keep one tree (`<Await>` renders a value at once): the same data comes in time on one load and streams
 * on the next, and a tree that changed shape between them would replace the strip after an action's revalidation —
 * its cards new elements, the focus of the heart just pressed lost.
 */
export function Streamed<T>({
  data,
  placeholder,
  children,
}: {
  data: T | Promise<T>;
  placeholder: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={placeholder}>
      <Await resolve={data}>{(value: T) => children(value)}</Await>
    </Suspense>
  );
}

/*
 * React streams a late part as a hidden `<div id="S:n">` at the end of the document, and a script of its own moves it
 * into its placeholder's place (a `<template id="B:n">` before it). Without JavaScript that script never runs, so the
 * placeholder would stay busy for good and the part stay hidden: these rules show the part where it arrived — in the
 * body's column just above the footer, in the page's width — and hide the placeholders it was meant to replace.
 */
const LATE_CONTENT_CSS = [
  'template[id^="B:"] + [aria-busy="true"] { display: none }',
  'body > div[hidden][id^="S:"] { display: block; box-sizing: border-box; width: 100%; max-width: var(--wrap); margin: 0 auto; padding: 0 var(--gap) }',
  "body > .footer { order: 1 }",
].join("\n");

/** In the document's head: late streamed parts for browsers without JavaScript (see `LATE_CONTENT_CSS`). */
export function LateContentWithoutScript() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: LATE_CONTENT_CSS }} />
    </noscript>
  );
}
