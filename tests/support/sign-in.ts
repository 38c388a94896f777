import { APIError } from "better-auth/api";
import { getAuth } from "@/server/auth/auth";

/** Calls better-auth from server code, as a server action does; a refusal thrown by a hook comes back as its status. */
export async function answer(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) return Response.json(error.body, { status: error.statusCode });
    throw error;
  }
}

/** A password sign-in from the address `ip`, as the sign-in form's action makes it. */
export async function signIn(email: string, password: string, ip = "203.0.113.10"): Promise<Response> {
  const auth = await getAuth();
  return answer(() =>
    auth.api.signInEmail({
      body: { email, password },
      headers: new Headers({ "x-forwarded-for": ip }),
      asResponse: true,
    }),
  );
}
