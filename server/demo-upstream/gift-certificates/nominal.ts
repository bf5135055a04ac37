/** Which nominals a kind of gift certificate may be bought for. */
import { formatRoubles } from "../format";

/** The nominals a kind allows: presets, and any multiple of `step` from `min` to `max` when `custom`. */
export type NominalRules = { min: number; max: number; step: number; presets: number[]; custom: boolean };

/** Why a nominal (roubles) is refused for a kind, in Russian; null when it is allowed. */
export function nominalProblem(value: number, rules: NominalRules): string | null {
  if (!Number.isSafeInteger(value)) return "Номинал — целое число рублей";
  if (!rules.custom)
    return rules.presets.includes(value) ? null : `Выберите номинал: ${rules.presets.map(formatRoubles).join(", ")}`;
  if (value < rules.min || value > rules.max)
    return `Номинал — от ${formatRoubles(rules.min)} до ${formatRoubles(rules.max)}`;
  if (value % rules.step !== 0) return `Номинал должен быть кратен ${formatRoubles(rules.step)}`;
  return null;
}
