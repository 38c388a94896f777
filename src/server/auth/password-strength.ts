import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { site } from "@/content/site";
import { normalizeEmail } from "@/lib/email";
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

/** The account whose password is set: its own words are the first an attacker tries. */
export interface PasswordOwner {
  email: string;
  name?: string | null;
}

// Shorter pieces ("com", "llc") are left to zxcvbn: taken out of a passphrase they would cut
// unrelated words apart.
const MIN_CONTEXT_WORD = 4;

/**
 * The account's and the agency's own words, longest first: the e-mail, its parts and the
 * name, the agency's name and legal name, each whole, word by word and run together
 * ("resgatarmarketing").
 */
function contextWords(owner: PasswordOwner): string[] {
  const email = normalizeEmail(owner.email);
  const phrases = [email, ...email.split("@"), owner.name ?? "", site.name, site.legalName];
  const words = phrases.flatMap((phrase) => [
    phrase,
    ...phrase.split(/[^\p{L}\p{N}]+/u),
    phrase.replace(/[^\p{L}\p{N}]+/gu, ""),
  ]);
  const unique = new Set(words.map((word) => word.toLowerCase()).filter((word) => word.length >= MIN_CONTEXT_WORD));
  return [...unique].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The password with every context word taken out, whatever its case. */
function withoutContextWords(password: string, words: string[]): string {
  return words.reduce((rest, word) => rest.replace(new RegExp(escapeRegExp(word), "giu"), ""), password);
}

/** Why a new password is refused, as a sentence a person can act on; undefined when it is fine. */
export function weakPasswordReason(password: string, owner: PasswordOwner): string | undefined {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`;
  }
  const words = contextWords(owner);
  const result = getChecker().check(password, words);
  if (result.score < MIN_SCORE) {
    const warning = result.feedback.warning ? ` ${result.feedback.warning}` : "";
    return `The password is too easy to guess.${warning} Use a passphrase of several uncommon words.`;
  }
  // zxcvbn counts each separator and digit between known words as a guess of its own, so
  // "Resgatar-Marketing-2026" scores well; what is left without those words must hold alone.
  const rest = withoutContextWords(password, words);
  if (rest !== password && getChecker().check(rest, words).score < MIN_SCORE) {
    return "The password is too easy to guess: it is made of the account's e-mail or name or the agency's name. Use a passphrase of several uncommon words.";
  }
  return undefined;
}
