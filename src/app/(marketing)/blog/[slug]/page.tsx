import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleBody } from "@/components/blog/article-body";
import { ArticleHeader } from "@/components/blog/article-header";
import { OurServices } from "@/components/blog/our-services";
import { PreviewBanner } from "@/components/blog/preview-banner";
import { RelatedArticles } from "@/components/blog/related-articles";
import { WrittenBy } from "@/components/blog/written-by";
import { JsonLd } from "@/components/seo/json-ld";
import { blogNameOf } from "@/content/blog-pages";
import { blogPageMetadata } from "@/components/seo/page-metadata";
import { blogPosting } from "@/components/seo/agency-structured-data";
import { articlePath, articleSeoOf } from "@/lib/seo/article-seo";
import { breadcrumbList } from "@/lib/seo/structured-data";
import { getRelatedArticles } from "@/server/blog/reader";
import { attempt } from "@/server/attempt";
import { getConfig } from "@/server/config";
import { findShownPersonByName } from "@/server/content/people";
import { loadImageResolver, socialImageOf } from "@/server/media/resolve-image";
import { pageSiteFacts } from "@/server/page-site-facts";
import { getArticleForPage } from "./article";

/** The article's column: 832 px wide from 896 px up, the whole width below. */
const ARTICLE_IMAGE_SIZES = "(min-width: 896px) 832px, 100vw";

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const article = await getArticleForPage(slug);
  if (!article) return {};
  const site = await pageSiteFacts();
  const seo = articleSeoOf(article.post, blogNameOf(site.name));
  const social = await socialImageOf(seo.image);
  return blogPageMetadata(
    {
      title: seo.title,
      absoluteTitle: true,
      description: seo.description,
      path: articlePath(article.post.slug),
      canonical: seo.canonical,
      image: social?.url ?? seo.image,
      imageDetails: social,
      type: "article",
      // A preview is for the admin's eyes only.
      noindex: seo.noindex || article.preview !== undefined,
    },
    site,
  );
}

export default async function ArticlePage({ params }: PageProps<"/blog/[slug]">) {
  const { slug } = await params;
  const article = await getArticleForPage(slug);
  if (!article) notFound();
  const { post } = article;
  const related = await getRelatedArticles(article);
  const { siteUrl } = getConfig();
  const person = await attempt(() => findShownPersonByName(post.author), `Reading the author ${post.author} failed`);
  const resolveImage = await loadImageResolver([post.content, post.cover]);
  const agency = await pageSiteFacts();

  return (
    <>
      {article.preview && <PreviewBanner scheduledAt={article.preview.scheduledAt} />}
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
        <ArticleHeader post={post} cover={resolveImage(post.cover)} />
        <ArticleBody markdown={post.content} resolveImage={(src) => resolveImage(src, ARTICLE_IMAGE_SIZES)} />
        <WrittenBy author={post.author} person={person} />
      </article>
      <RelatedArticles posts={related} />
      <OurServices />
      <JsonLd data={blogPosting(siteUrl, post, agency, person)} />
      <JsonLd
        data={breadcrumbList(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: post.title, path: articlePath(post.slug) },
        ])}
      />
    </>
  );
}
