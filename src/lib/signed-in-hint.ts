/**
 * A cookie without any secret that only tells the public pages' scripts that someone signed in
 * on this browser, so the footer can offer "Admin Dashboard" while pages stay cacheable. The
 * session itself lives in an HttpOnly cookie; every admin page checks it on the server.
 */
export const SIGNED_IN_HINT_COOKIE = "agency.signed_in";

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

export function forgetSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
