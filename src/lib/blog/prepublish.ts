import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { searchTitleOf, titleSuffix } from "../seo/article-seo";
import { remarkArticleSyntax } from "./article-syntax";
import { META_DESCRIPTION_ADVISED, META_TITLE_ADVISED } from "../validation/blog-post";

/**
 * The editor's pre-publish checks (decision 191): what to look at before readers see a post.
 * They inform and never block a save. The ones that need the database (a slug or title in use,
 * links to this site that lead nowhere) come from the server; the cover's loading, from the browser.
 */

export interface PrepublishInput {
  title: string;
  slug: string;
  meta_title: string;
  meta_description: string;
  content: string;
}

export interface PrepublishFacts {
  slugTaken: boolean;
  titleTaken: boolean;
  links: { path: string; problem: "missing" | "not-public" }[];
  /** "error" when the cover's address answered with something that is not an image. */
  cover: "loading" | "loaded" | "error";
}

export interface PrepublishCheck {
  id: string;
  message: string;
}

/** The images and link targets of a body, in order, read as the public renderer reads it. */
const parser = unified().use(remarkParse).use(remarkArticleSyntax).freeze();

interface BodyReferences {
  /** `![alt](src)` and `::figure`, with their alternative text (empty when there is none). */
  images: { alt: string; src: string }[];
  /** Every address a link, an image or a directive points to. */
  targets: string[];
}

function referencesOf(markdown: string): BodyReferences {
  const references: BodyReferences = { images: [], targets: [] };
  const definitions = new Map<string, string>();
  const tree = parser.parse(markdown);
  visit(tree, "definition", (definition) => {
    definitions.set(definition.identifier, definition.url);
  });
  visit(tree, (node) => {
    if (node.type === "link") references.targets.push(node.url);
    else if (node.type === "image") {
      references.images.push({ alt: (node.alt ?? "").trim(), src: node.url });
      references.targets.push(node.url);
    } else if (node.type === "linkReference" || node.type === "imageReference") {
      const url = definitions.get(node.identifier);
      if (url === undefined) return;
      if (node.type === "imageReference") references.images.push({ alt: (node.alt ?? "").trim(), src: url });
      references.targets.push(url);
    } else if (node.type === "leafDirective") {
      const { src, alt, href } = node.attributes ?? {};
      if (node.name === "figure" && src) references.images.push({ alt: (alt ?? "").trim(), src });
      const target = src ?? href;
      if (target) references.targets.push(target);
    }
  });
  return references;
}

/** The images of a markdown body, `![alt](src)` and `::figure`, in order, with their alternative text. */
export function markdownImages(markdown: string): { alt: string; src: string }[] {
  return referencesOf(markdown).images;
}

/**
 * The addresses of the links and images of a markdown body that point into this site: paths
 * ("/seo", "/blog/x#part") and absolute addresses on `siteOrigin`, as paths.
 */
export function internalLinks(markdown: string, siteOrigin: string): string[] {
  const paths: string[] = [];
  for (const target of referencesOf(markdown).targets) {
    if (target.startsWith("/") && !target.startsWith("//")) paths.push(target);
    else if (target.startsWith(`${siteOrigin}/`) || target === siteOrigin) {
      paths.push(target.slice(siteOrigin.length) || "/");
    }
  }
  return [...new Set(paths)];
}

const characters = (n: number) => `${n} character${n === 1 ? "" : "s"}`;

/** The checks of `post`, whose title in search results has `blogName` after it when it has no meta title. */
export function prepublishChecks(post: PrepublishInput, facts: PrepublishFacts, blogName: string): PrepublishCheck[] {
  const checks: PrepublishCheck[] = [];
  // Counted as the editor's counter counts it: the title search engines get, suffix included.
  const searchTitle = searchTitleOf(post, blogName);
  if (searchTitle.length > META_TITLE_ADVISED) {
    const what = post.meta_title.trim()
      ? `Meta title is ${characters(searchTitle.length)}`
      : `Title in search results is ${characters(searchTitle.length)} with “${titleSuffix(blogName).trim()}” after it`;
    checks.push({ id: "title-length", message: `${what}: search results show about ${META_TITLE_ADVISED}.` });
  }
  if (post.meta_description === "") {
    checks.push({
      id: "description-missing",
      message: "Meta description is missing: search engines will pick a text themselves.",
    });
  } else if (post.meta_description.length > META_DESCRIPTION_ADVISED) {
    checks.push({
      id: "description-length",
      message: `Meta description is ${characters(post.meta_description.length)}: search results show about ${META_DESCRIPTION_ADVISED}.`,
    });
  }
  for (const image of markdownImages(post.content).filter((image) => image.alt === "")) {
    checks.push({ id: `alt:${image.src}`, message: `Image ${image.src} has no alt text.` });
  }
  for (const link of facts.links) {
    checks.push({
      id: `link:${link.path}`,
      message:
        link.problem === "missing"
          ? `Link to ${link.path} leads nowhere.`
          : `Link to ${link.path} leads to a post visitors cannot see yet.`,
    });
  }
  if (facts.slugTaken) checks.push({ id: "slug-taken", message: `Another post already uses the slug "${post.slug}".` });
  if (facts.titleTaken) checks.push({ id: "title-taken", message: "Another post already has this title." });
  if (facts.cover === "error") checks.push({ id: "cover", message: "The cover image does not load." });
  return checks;
}
