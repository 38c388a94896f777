import { expect, test } from "./fixtures";

test("a browser asking for /favicon.ico gets the site's icon", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});
