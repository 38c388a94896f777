import "server-only";
import { cache } from "react";
import { getArticle } from "@/server/blog";

/** One read per request, shared by the page and its metadata. */
export const getArticleForPage = cache(getArticle);
