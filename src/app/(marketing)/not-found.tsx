import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/layout/not-found-screen";

// An unknown article or case study: the screen inside the public pages' header and footer.
// Next.js adds the noindex robots tag to this screen itself.
export const metadata: Metadata = {
  title: "Page not found",
};

export default NotFoundScreen;
