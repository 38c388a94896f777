import { spamGuardText } from "@/content/spam-guard";
import { HONEYPOT_FIELD, STAMP_FIELD } from "@/lib/lead-forms";

/**
 * The honeypot (out of sight and out of the accessibility tree, tempting to scripts) and, on a
 * page drawn per request, the signed time the form was shown.
 */
export function SpamGuardFields({ stamp }: { stamp?: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {spamGuardText.honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {stamp !== undefined && <input type="hidden" name={STAMP_FIELD} value={stamp} />}
    </>
  );
}
