import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/layout/not-found-screen";

// A page outside the public site (the admin area's unknown lead) that calls notFound(). It is
// part of every page's payload, so it carries no header or footer: addresses that match no page
// get global-not-found.tsx, and the public pages get (marketing)/not-found.tsx, inside their layout.
// Next.js adds the noindex robots tag to this screen itself.
export const metadata: Metadata = {
  title: "Page not found",
};

export default function NotFound() {
  return (
    <main id="main">
      <NotFoundScreen />
    </main>
  );
}
