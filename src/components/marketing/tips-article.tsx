import { Quote } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { TipsArticleContent } from "@/content/landing/utah-real-estate-marketing";
import { formatCalendarDay } from "@/lib/dates";
import { slugify } from "@/lib/slugify";
import { Breadcrumbs } from "./breadcrumbs";
import { CheckList } from "./feature-grid";
import { Illustration } from "./illustration";
import { Container } from "./section";

const tipId = (index: number, title: string) => `tip-${index + 1}-${slugify(title)}`;

/** A numbered list article: header and byline, contents, the tips with expert quotes, closing words. */
export function TipsArticle({
  article,
  author,
  path,
}: {
  article: TipsArticleContent;
  /** Who signs it: the founder, from the people table (decision 197); none when there is no founder. */
  author?: { name: string; jobTitle: string };
  path: string;
}) {
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-900 text-white">
        <Container className="py-16 sm:py-20">
          <Breadcrumbs
            crumbs={[
              { name: "Home", path: "/" },
              { name: article.title, path },
            ]}
          />
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-accent-300">{article.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-brand-50">{article.intro}</p>
          <p className="mt-6 text-sm text-brand-100">
            {author && (
              <>
                By <span className="font-semibold text-white">{author.name}</span>
                {author.jobTitle && `, ${author.jobTitle}`} ·{" "}
              </>
            )}
            <time dateTime={article.datePublished}>{formatCalendarDay(article.datePublished)}</time> ·{" "}
            {article.readTime}
          </p>
        </Container>
      </header>
      <Container className="max-w-3xl py-16">
        <Illustration image={article.image} eager sizes="(min-width: 768px) 768px, 100vw" className="rounded-2xl" />
        <div className="mt-10 space-y-5 text-lg leading-8 text-ink-700">
          {article.opening.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <nav aria-label="Tips" className="mt-10 rounded-lg bg-ink-50 p-6 ring-1 ring-ink-200">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-600">{article.contentsHeading}</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-brand-800">
            {article.tips.map((tip, index) => (
              <li key={tip.title}>
                <a href={`#${tipId(index, tip.title)}`} className="rounded hover:underline">
                  {tip.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {article.tips.map((tip, index) => (
          <section key={tip.title} id={tipId(index, tip.title)} className="mt-14">
            <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {index + 1}. {tip.title}
            </h2>
            {tip.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-8 text-ink-700">
                {paragraph}
              </p>
            ))}
            {tip.points && <CheckList items={tip.points} className="mt-5 text-lg" />}
            {tip.quote && (
              <figure className="mt-8 rounded-lg border-l-4 border-accent-400 bg-accent-100/50 p-6">
                <Icon icon={Quote} className="size-6 text-accent-600" />
                <blockquote className="mt-3 text-lg italic leading-8 text-ink-800">
                  <p>{tip.quote.text}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-ink-900">{tip.quote.name}</span>
                  <span className="text-ink-600">, {tip.quote.role}</span>
                </figcaption>
              </figure>
            )}
          </section>
        ))}
        <section className="mt-14">
          <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{article.closing.heading}</h2>
          {article.closing.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-8 text-ink-700">
              {paragraph}
            </p>
          ))}
        </section>
      </Container>
    </article>
  );
}
