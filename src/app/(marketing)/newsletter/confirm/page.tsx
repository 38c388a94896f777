import type { Metadata } from "next";
import { NewsletterLinkPage } from "@/components/newsletter/link-page";
import { confirmPageCopy as copy, unsubscribePageCopy } from "@/content/newsletter-pages";
import { newsletterLinks } from "@/lib/newsletter-links";
import { checkConfirmLink } from "@/server/audience/subscribers";
import { firstValue } from "@/lib/page-query";

export const metadata: Metadata = { title: copy.title, robots: { index: false, follow: false } };

/** Opened from the confirmation e-mail: shows the address and a Confirm button; a GET changes nothing. */
export default async function Page({ searchParams }: PageProps<"/newsletter/confirm">) {
  const query = await searchParams;
  const token = firstValue(query.token) ?? "";
  const check = await checkConfirmLink(token);
  const back = { label: unsubscribePageCopy.backToBlog, href: "/blog" };
  if (check.status === "valid") {
    return (
      <NewsletterLinkPage
        heading={copy.title}
        message={copy.ready(check.subscriber.email)}
        button={{ label: copy.button, action: `${newsletterLinks.confirm.page}?token=${encodeURIComponent(token)}` }}
      />
    );
  }
  if (check.status === "used" && check.subscriber.state === "confirmed" && firstValue(query.done) === "1") {
    return <NewsletterLinkPage heading={copy.confirmed} message={copy.confirmedText} back={back} />;
  }
  return <NewsletterLinkPage heading={copy.title} message={copy[check.status]} failed back={back} />;
}
