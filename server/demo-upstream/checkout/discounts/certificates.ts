import type { CheckoutInput } from "../../../../app/contract/order";
import type { ApiMessage } from "../../http/envelope";

export type AppliedCertificate = { number: string; code: string; amount: number };

/** The balance a certificate can pay with, or why it cannot (CertificateStore.usable for the signed-in user). */
export type CertificateCheck = (
  number: string,
  code: string,
) => { ok: true; number: string; balance: number } | { ok: false; reason: string };

/**
 * The certificates of the input, in the order given, each paying min(its balance, what is left of `due`). Blank entries
 * and repeats are skipped; a rejected one is reported and dropped. `check` is null for a guest, who cannot pay with one.
 * An order of gift certificates only is never paid with a certificate (`certificatesOnly`); in a mixed order `due`
 * leaves the gift certificates out.
 */
export function applyCertificates(
  entries: CheckoutInput["certificate"],
  due: number,
  check: CertificateCheck | null,
  { certificatesOnly = false }: { certificatesOnly?: boolean } = {},
): { applied: AppliedCertificate[]; errors: ApiMessage[] } {
  const applied: AppliedCertificate[] = [];
  const errors: ApiMessage[] = [];
  let remaining = due;
  entries.forEach((entry, index) => {
    if (!entry.number.trim() && !entry.code.trim()) return;
    const field = `certificate.${index}`;
    if (certificatesOnly) {
      errors.push({
        message: "Подарочный сертификат нельзя оплатить другим сертификатом",
        code: "certificate_for_certificate",
        field,
      });
      return;
    }
    if (!check) {
      errors.push({ message: "Войдите, чтобы оплатить заказ сертификатом", code: "certificate_login", field });
      return;
    }
    const result = check(entry.number, entry.code);
    if (!result.ok) {
      errors.push({ message: result.reason, code: "certificate_invalid", field });
      return;
    }
    if (applied.some((other) => other.number === result.number)) return;
    const amount = Math.min(result.balance, remaining);
    remaining -= amount;
    applied.push({ number: result.number, code: entry.code.trim(), amount });
  });
  return { applied, errors };
}
