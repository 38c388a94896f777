import { vi } from "vitest";
import { cookiesOf } from "./cookies";

export interface ImageRoutes {
  upload: typeof import("@/app/api/admin/images/route").POST;
  list: typeof import("@/app/api/admin/images/route").GET;
  serve: typeof import("@/app/uploads/[name]/route").GET;
}

/**
 * The image routes in a fresh module graph (which reads the storage variables set before the
 * call), and the session of an admin made for `email`, signed in from `address`.
 */
export async function imageRoutesAsAdmin(
  email: string,
  address: string,
): Promise<{ routes: ImageRoutes; session: Headers }> {
  vi.resetModules();
  const images = await import("@/app/api/admin/images/route");
  const uploads = await import("@/app/uploads/[name]/route");
  const { createAdmin } = await import("@/server/auth/admin-accounts");
  const { getAuth } = await import("@/server/auth/auth");
  await createAdmin(email, "correct horse battery");
  const response = await (
    await getAuth()
  ).api.signInEmail({
    body: { email, password: "correct horse battery" },
    headers: new Headers({ "x-forwarded-for": address }),
    asResponse: true,
  });
  return { routes: { upload: images.POST, list: images.GET, serve: uploads.GET }, session: cookiesOf(response) };
}
