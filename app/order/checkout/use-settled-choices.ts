import { useFetcher } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/**
 * Radios whose choice the calculation may make or drop for the shopper (the only shop of a city, a pickup point left
 * behind with its shipment), rendered once and never redrawn by an answer: a choice made while submissions are under
 * way stays (the revealed fields of a method can be used before its calculation is back). Once every submission is
 * answered they show the calculation's choices: `choices`, by radio name, the value chosen ("" for none).
 */
export function useSettledChoices(
  root: RefObject<HTMLElement>,
  choices: Record<string, string>,
  waiting: () => boolean,
  answer: unknown,
) {
  const fetcher = useFetcher({ key: "checkout" });
  const idle = fetcher.state === "idle";
  const wanted = JSON.stringify(choices);
  useEffect(() => {
    if (!idle || waiting() || !root.current) return;
    for (const [name, value] of Object.entries(JSON.parse(wanted) as Record<string, string>))
      for (const radio of root.current.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`))
        radio.checked = radio.value === value;
  }, [idle, waiting, root, wanted, answer]);
}
