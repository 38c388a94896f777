import type { Metadata } from "next";
import { NewsletterLinkPage } from "@/components/newsletter/link-page";
import { unsubscribePageCopy as copy } from "@/content/newsletter-pages";
import { newsletterLinks } from "@/lib/newsletter-links";
import { checkUnsubscribeLink } from "@/server/audience/subscribers";
import { firstValue } from "@/lib/page-query";

export const metadata: Metadata = { title: copy.title, robots: { index: false, follow: false } };

/**
 * Opened from the unsubscribe link of an e-mail: an Unsubscribe button; a GET changes nothing.
 * A POST to this address (the button, or one click in a mail program) unsubscribes.
 */
export default async function Page({ searchParams }: PageProps<"/newsletter/unsubscribe">) {
  const query = await searchParams;
  const token = firstValue(query.token) ?? "";
  const check = await checkUnsubscribeLink(token);
  const back = { label: copy.backToBlog, href: "/blog" };
  if (check.status === "valid") {
    return (
      <NewsletterLinkPage
        heading={copy.title}
        message={copy.ready(check.subscriber.email)}
        button={{
          label: copy.button,
          action: `${newsletterLinks.unsubscribe.page}?token=${encodeURIComponent(token)}`,
          oneClick: true,
        }}
      />
    );
  }
  if (check.status === "used") {
    const { email } = check.subscriber;
    return firstValue(query.done) === "1" ? (
      <NewsletterLinkPage heading={copy.done} message={copy.doneText(email)} back={back} />
    ) : (
      <NewsletterLinkPage heading={copy.title} message={copy.used(email)} failed back={back} />
    );
  }
  return <NewsletterLinkPage heading={copy.title} message={copy[check.status]} failed back={back} />;
}
