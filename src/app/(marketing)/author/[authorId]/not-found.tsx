import type { Metadata } from "next";
import { AuthorNotFound } from "@/components/blog/author-not-found";
import { authorCopy } from "@/content/blog-pages";

// Next.js adds the noindex robots tag to this screen itself.
export const metadata: Metadata = { title: authorCopy.notFoundHeading };

export default AuthorNotFound;
