/**
 * An error handed back in the address's fragment (`#error=…&error_description=…`). Anyone can
 * write a link with any text there, so only the codes below are shown, each as our own
 * sentence; the description and every other code are ignored (decision 143).
 */
const MESSAGES: Readonly<Record<string, string>> = {
  // The one the sign-in screen was built for: a sign-in link that is no longer valid.
  access_denied: "Email link is invalid or has expired",
};

/** The sentence for the fragment's error code, or undefined when there is none we know. */
export function addressErrorMessage(fragment: string): string | undefined {
  const code = new URLSearchParams(fragment.replace(/^#/, "")).get("error");
  return code && Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
}
