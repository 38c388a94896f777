/** The admin session's lifetimes, known to the server and to the open page's session check. */

const HOUR = 60 * 60;
/** A session that is not used for this long ends (better-auth slides its expiry on use). */
export const SESSION_IDLE_SECONDS = 12 * HOUR;
/** No session lives longer than this, however busy. */
export const SESSION_MAX_SECONDS = 7 * 24 * HOUR;

/** Whether a session made at `createdAt` has outlived SESSION_MAX_SECONDS at `now`. */
export function isPastMaximumAge(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() > SESSION_MAX_SECONDS * 1000;
}
