import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { MIN_ADMIN_PASSWORD_LENGTH } from "../config";

/**
 * New admin passwords are checked against zxcvbn's lists of common and breached passwords,
 * names and words, and its guessing patterns (repeats, sequences, keyboard walks, dates).
 * Score 3 of 4 means "safely unguessable" against an online attack slowed by hashing.
 */
const MIN_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

// The dictionaries take about a second to load: only when a password is actually set.
function getChecker(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return checker;
}

/** Why a new password is refused, as a sentence a person can act on; undefined when it is fine. */
export function weakPasswordReason(password: string, userInputs: string[] = []): string | undefined {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`;
  }
  const result = getChecker().check(password, userInputs);
  if (result.score >= MIN_SCORE) return undefined;
  const warning = result.feedback.warning ? ` ${result.feedback.warning}` : "";
  return `The password is too easy to guess.${warning} Use a passphrase of several uncommon words.`;
}
