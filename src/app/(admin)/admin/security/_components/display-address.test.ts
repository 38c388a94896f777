import { describe, expect, it } from "vitest";
import { displayAddress } from "./display-address";

describe("a client address as the admin shows it", () => {
  it("shows an IPv4-mapped IPv6 address as IPv4", () => {
    expect(displayAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(displayAddress("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(displayAddress("0:0:0:0:0:ffff:198.51.100.20")).toBe("198.51.100.20");
  });

  it("leaves other addresses as they are", () => {
    for (const address of [
      "203.0.113.7",
      "2001:db8::42",
      "::1",
      "::ffff:7f00:1",
      "2001:db8::ffff:1.2.3.4",
      "unknown",
    ]) {
      expect(displayAddress(address), address).toBe(address);
    }
  });
});
