import { describe, expect, it } from "vitest";
import { sessionCookieName } from "../auth/session-cookie";
import { openerIsolationHeaders } from "./security-headers";

const ISOLATED = { "Cross-Origin-Opener-Policy": "same-origin" };

describe("openerIsolationHeaders", () => {
  it("isolates the sign-in page and the admin area, and no address that only begins like them", () => {
    for (const path of ["/login", "/login/", "/admin", "/admin/", "/admin/blogs/edit/7"]) {
      expect(openerIsolationHeaders(path, undefined), path).toEqual(ISOLATED);
    }
    for (const path of ["/", "/blog", "/administrator", "/admin-tips", "/loginhelp", "/blog/admin"]) {
      expect(openerIsolationHeaders(path, undefined), path).toEqual({});
    }
  });

  it("isolates a public address rendered for a request with the session cookie, and for no other cookie", () => {
    expect(openerIsolationHeaders("/blog/a-draft", `theme=dark; ${sessionCookieName()}=token.signature`)).toEqual(
      ISOLATED,
    );
    expect(openerIsolationHeaders("/blog/a-draft", "theme=dark")).toEqual({});
  });
});
