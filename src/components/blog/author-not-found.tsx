import { UserX } from "lucide";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { authorCopy as copy } from "@/content/blog-pages";
import { BlogLink } from "./blog-link";

export function AuthorNotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-ink-50 px-4 py-24">
      <div className="text-center">
        <Icon icon={UserX} className="mx-auto size-12 text-ink-400" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{copy.notFoundHeading}</h1>
        <p className="mt-3 text-lg text-ink-700">{copy.notFoundText}</p>
        <BlogLink href="/blog" className={buttonClass({}, "mt-8")}>
          {copy.returnToBlog}
        </BlogLink>
      </div>
    </div>
  );
}
