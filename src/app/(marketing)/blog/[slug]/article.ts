import "server-only";
import { cache } from "react";
import { getArticle } from "@/server/blog/reader";

/** One read per request, shared by the page and its metadata. */
export const getArticleForPage = cache(getArticle);
