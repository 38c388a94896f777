import { spamGuardText } from "@/content/spam-guard";
import { HONEYPOT_FIELD, STAMP_FIELD } from "@/lib/lead-forms";

/** The honeypot (hidden from people, tempting to scripts) and the signed time the form was shown. */
export function SpamGuardFields({ stamp }: { stamp: string }) {
  return (
    <>
      <div hidden aria-hidden="true">
        <label>
          {spamGuardText.honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={STAMP_FIELD} value={stamp} />
    </>
  );
}
