import type { FetcherWithComponents } from "@remix-run/react";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { ADDRESS_DEBOUNCE_MS } from "~/domain/timing";
import { VIA_FETCHER } from "~/forms/via-fetcher";
import type { CheckoutIntent, SubmitIntent } from "./checkout-form";

/** A submission: an intent with the fields it acts on; `typing` sends only the typed text (see draftFields). */
type Request = { intent: CheckoutIntent; fields: Record<string, string>; typing?: boolean };

/** Where the checkout form posts (the index route of /order/). */
const ACTION = "/order/?index";

/**
 * The text fields of the parts marked `data-draft` (customer, address). Saving what was typed sends only these: a
 * choice half made elsewhere (bonuses ticked, their amount not yet typed) is not applied behind the shopper's back;
 * the action keeps the draft's value of every field not sent.
 */
function draftFields(form: HTMLFormElement): FormData {
  const data = new FormData();
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "[data-draft] input, [data-draft] textarea",
  )) {
    if (input.name && !input.disabled && input.type !== "radio" && input.type !== "checkbox")
      data.append(input.name, input.value);
  }
  return data;
}

/** The calculation on screen (the hidden `confirmed…` fields): a save confirms what was shown when it was pressed. */
function shownCalculation(form: HTMLFormElement): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name^="confirmed"]'))
    shown[input.name] = input.value;
  return shown;
}

function body(form: HTMLFormElement, { intent, fields, typing }: Request): FormData {
  const data = typing ? draftFields(form) : new FormData(form);
  data.set("intent", intent);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set("via", VIA_FETCHER);
  return data;
}

/**
 * How the checkout (with JavaScript) talks to its action: one submission at a time, in order, each reading the form
 * as it is when it leaves. A submission asked for while another is under way waits for it (calculations asked for
 * meanwhile fold into one), so an older draft can never overwrite a newer one. Typing saves the typed text 100 ms
 * after the last keystroke (spec §9 address debounce); what is typed and not yet saved is sent when the shopper
 * leaves the page (another page, a reload, a closed tab), so nothing typed is lost.
 */
export function useCheckoutSubmit(formRef: RefObject<HTMLFormElement>, fetcher: FetcherWithComponents<unknown>) {
  const queue = useRef<Request[]>([]);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  /** The typed text not yet sent. */
  const unsaved = useRef<FormData | null>(null);

  const send = (request: Request) => {
    const form = formRef.current;
    if (!form) return;
    inFlight.current = true;
    unsaved.current = null;
    fetcher.submit(body(form, request), { method: "post", action: ACTION });
  };

  const enqueue = (request: Request) => {
    clearTimeout(timer.current);
    if (!inFlight.current) return send(request);
    if (request.intent === "save" && queue.current.some((waiting) => waiting.intent === "save")) return;
    const last = queue.current[queue.current.length - 1];
    if (request.intent === "calculate" && last?.intent === "calculate") {
      // One calculation waiting is enough: it reads the form when it leaves. The whole form covers the typed text.
      if (!request.typing) last.typing = false;
      return;
    }
    queue.current.push(request);
  };

  const submit: SubmitIntent = (intent, fields = {}) => {
    // A save waiting behind a calculation still confirms the total the shopper saw when pressing, not a later one.
    const shown = intent === "save" && formRef.current ? shownCalculation(formRef.current) : {};
    enqueue({ intent, fields: { ...shown, ...fields } });
  };

  useEffect(() => {
    if (fetcher.state !== "idle") return;
    inFlight.current = false;
    const next = queue.current.shift();
    if (next) send(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a submission is over
  }, [fetcher.state]);

  /**
   * A text field changed: the typed text is saved once typing pauses, unless `now` is false (an address not complete
   * yet, spec §4): then it goes with the next submission, or when the shopper leaves.
   */
  const typed = (now = true) => {
    const form = formRef.current;
    if (!form) return;
    unsaved.current = body(form, { intent: "calculate", fields: {}, typing: true });
    clearTimeout(timer.current);
    if (now)
      timer.current = setTimeout(() => enqueue({ intent: "calculate", fields: {}, typing: true }), ADDRESS_DEBOUNCE_MS);
  };

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      const data = unsaved.current;
      if (!data) return;
      unsaved.current = null;
      // keepalive: the request outlives the page that sends it.
      void fetch(ACTION, {
        method: "POST",
        body: new URLSearchParams(data as unknown as Record<string, string>),
        keepalive: true,
        credentials: "same-origin",
      }).catch(() => {});
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  /** A submission waits behind the one under way (its answer is not the last one coming). */
  const waiting = useCallback(() => queue.current.length > 0, []);

  return { submit, typed, waiting };
}
