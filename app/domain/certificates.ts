/** Gift certificates to buy: which kinds there are and how the form checks a nominal against its kind's limits. */
import { CERTIFICATE_KINDS, type CertificateKind } from "~/contract/gift-certificates";
import { formatRub } from "./money";

export function isCertificateKind(value: unknown): value is CertificateKind {
  return typeof value === "string" && (CERTIFICATE_KINDS as readonly string[]).includes(value);
}

/** The nominals a kind allows: presets, and any multiple of `step` from `min` to `max` when `custom`. */
export type NominalRules = { min: number; max: number; step: number; presets: number[]; custom: boolean };

/** Why a nominal (roubles) is refused for a kind, in Russian; null when it is allowed. */
export function nominalProblem(value: number, rules: NominalRules): string | null {
  if (!Number.isSafeInteger(value)) return "Номинал — целое число рублей";
  if (!rules.custom)
    return rules.presets.includes(value) ? null : `Выберите номинал: ${rules.presets.map(formatRub).join(", ")}`;
  if (value < rules.min || value > rules.max) return `Номинал — от ${formatRub(rules.min)} до ${formatRub(rules.max)}`;
  if (value % rules.step !== 0) return `Номинал должен быть кратен ${formatRub(rules.step)}`;
  return null;
}
