import { searchTitleOf, titleSuffix } from "../seo/article-seo";
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

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** A leaf directive of decision 029 on its own line: its name and its attributes' text. */
const DIRECTIVE = /^::(figure|video|cta)(?:\[[^\n]*\])?\{([^}\n]*)\}[ \t]*$/gm;

/** The attributes of a directive, quoted as the editor writes them or as typed by hand. */
function directiveAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/g)) {
    attributes[match[1]!] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attributes;
}

/** The directives of a markdown body, in order, with their attributes. */
function directives(markdown: string): { name: string; index: number; attributes: Record<string, string> }[] {
  return [...markdown.matchAll(DIRECTIVE)].map((match) => ({
    name: match[1]!,
    index: match.index,
    attributes: directiveAttributes(match[2]!),
  }));
}

/**
 * The images of a markdown body, `![alt](src)` and `::figure`, in order, with their alternative
 * text (empty when there is none).
 */
export function markdownImages(markdown: string): { alt: string; src: string }[] {
  const images = [...markdown.matchAll(MARKDOWN_IMAGE)].map((match) => ({
    index: match.index,
    alt: match[1]!.trim(),
    src: match[2]!,
  }));
  const figures = directives(markdown)
    .filter((directive) => directive.name === "figure" && directive.attributes.src)
    .map(({ index, attributes }) => ({ index, alt: (attributes.alt ?? "").trim(), src: attributes.src! }));
  return [...images, ...figures].sort((a, b) => a.index - b.index).map(({ alt, src }) => ({ alt, src }));
}

/**
 * The addresses of the links and images of a markdown body that point into this site: paths
 * ("/seo", "/blog/x#part") and absolute addresses on `siteOrigin`, as paths.
 */
export function internalLinks(markdown: string, siteOrigin: string): string[] {
  const targets = [
    ...[...markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...directives(markdown).map(({ attributes }) => attributes.src ?? attributes.href ?? ""),
  ];
  const paths: string[] = [];
  for (const target of targets) {
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
