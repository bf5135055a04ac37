import { useEffect, useState } from "react";

/** 128 random bits as hex (`crypto.getRandomValues` works outside secure contexts too, unlike `randomUUID`). */
function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The hidden `nonce` of a fetcher form (basket and certificate adds): made in the browser — a page is the same for
 * every visitor, so it carries no per-request value — and new once a submission's answer has come (while the page
 * still revalidates, too), so a resent submission is carried out once (`app/http/once.server.ts`) and the next add —
 * even one sent during that revalidation — is a new one. Without JavaScript there
 * is none; the server then counts the same form posted again at once as one submission.
 */
export function SubmissionNonceField({ state }: { state: "idle" | "loading" | "submitting" }) {
  const [nonce, setNonce] = useState<string | null>(null);
  useEffect(() => {
    if (state !== "submitting") setNonce(randomNonce());
  }, [state]);
  return nonce ? <input type="hidden" name="nonce" value={nonce} /> : null;
}
