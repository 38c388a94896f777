import { toNextJsHandler } from "better-auth/next-js";
import { getAuth } from "@/server/auth/auth";

// Answers carry session tokens and account data: no browser or proxy may keep them.
export const { GET, POST } = toNextJsHandler(async (request: Request) => {
  const response = await (await getAuth()).handler(request);
  response.headers.set("Cache-Control", "no-store");
  return response;
});
