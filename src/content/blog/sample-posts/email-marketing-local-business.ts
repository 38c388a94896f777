import type { PostInput } from "@/server/blog/posts";

export const emailMarketingLocalBusiness: PostInput = {
  slug: "email-marketing-local-business",
  title: "Email Marketing for Local Businesses: From First List to Steady Sales",
  excerpt:
    "Build a list of people who want to hear from you, send e-mails they open, automate the messages that sell for you, and stay on the right side of the rules.",
  cover: "/images/blog/email-marketing-local-business.svg",
  author: "Resgatar Team",
  readTime: "7 min read",
  category: "Email Marketing",
  content: `E-mail is the quiet workhorse of marketing. It does not go viral, it rarely wins awards, and it keeps producing results year after year. Industry studies regularly put the average return at around **$40 for every $1 spent**, higher than almost any other channel, and unlike social media followers, your e-mail list belongs to you. No algorithm decides whether your customers see your message.

For local businesses, e-mail works best as a relationship tool: staying in touch with past customers, reminding them when it is time to come back, and being the name they think of when a friend asks for a recommendation. This guide covers how to build a list, what to send, what to automate and how to measure the results.

## Choose a proper e-mail platform

Do not send marketing e-mails from your everyday inbox. A dedicated platform such as Mailchimp, Klaviyo or a similar service handles the things that matter:

- Sign-up forms and list management.
- Automatic unsubscribe links and handling, which the law requires.
- Templates that display well on phones.
- Reports on opens, clicks and unsubscribes.
- Automations that send messages based on time or behavior.
- Authentication settings (SPF, DKIM and DMARC) that help your e-mails reach the inbox instead of spam.

Most platforms are free or inexpensive for small lists, and costs grow with the number of contacts.

## Build a list of people who want to hear from you

A small list of interested people beats a large list of strangers. Never buy lists: they damage your sender reputation, generate complaints and, depending on where recipients live, can break the law.

Good ways to grow a list:

- **Ask customers at the point of sale.** At checkout, on invoices, when booking, at the end of a job. A simple "Would you like our seasonal tips and the occasional offer?" works.
- **Add a sign-up form to your website** with a clear reason to join, such as maintenance reminders, early access to sales or a useful guide.
- **Offer something genuinely useful** in exchange: a checklist, a seasonal guide, a discount on the next visit.
- **Collect at events** with a tablet or a QR code.

Tell people what they will receive and how often, then keep that promise.

## Send e-mails people look forward to

The most common mistake is sending only promotions. People subscribe to businesses that make their lives a little easier. A good mix for a local business:

- **Helpful tips** tied to the season and your expertise: how to prepare your garden for frost, what to check before a road trip, how to keep a furnace running efficiently.
- **News** about your business: new services, new staff, extended hours.
- **Stories:** a customer project, a behind-the-scenes moment, a community event you supported.
- **Offers,** used sparingly so they stay special.

### Write like a person

Use a real name in the "from" field, such as "Anna at Canyon Dental", and write the way you would speak to a customer in your shop. Keep it short: one main message per e-mail, with one clear action.

### Subject lines that earn the open

The subject line decides whether the e-mail is read. Be specific and useful rather than clever: "Three things to check before the first freeze" beats "Winter is coming!". Keep it short enough to read on a phone, avoid all capitals and excessive punctuation, and never mislead.

### Design for phones

Most e-mails are opened on phones. Use a single-column layout, readable text, buttons big enough to tap and images that add something. Always check a test send on your own phone before sending to the list.

### An example newsletter

If you are staring at a blank template, here is a structure that works for most local businesses, shown for a family-owned auto repair shop:

- **Subject line:** "Is your car ready for the canyon drive this summer?"
- **Opening:** two sentences from the owner about the season and what the shop is seeing: more overheating engines, more worn tires.
- **The useful part:** a short checklist of five things to check before a road trip, with one sentence on each.
- **The news:** a new technician joined the team, with a photo and a line about their specialty.
- **The offer:** a free pre-trip inspection with any oil change this month, with a "Book your visit" button.
- **The close:** the phone number, the address and the opening hours.

It takes about an hour to write, it is worth reading even for people who do not need a repair right now, and the checklist gives them a reason to keep the e-mail until they do.

## Automate the e-mails that sell for you

Automations are e-mails that send themselves when something happens. Set them up once and they keep working:

- **Welcome series:** two or three e-mails when someone subscribes, introducing your business, your most popular services and what to expect.
- **Post-purchase or post-visit follow-up:** a thank-you, care instructions if relevant, and a request for a review a few days later.
- **Reminders:** service intervals, annual check-ups, renewals, seasonal maintenance.
- **Win-back:** a friendly note to customers who have not returned in a year, perhaps with a small incentive.
- **Birthday or anniversary messages,** if you collect the dates and they suit your business.

A reminder e-mail that books a routine appointment costs almost nothing and often produces more revenue than a month of social posts.

## Segment your list

Not every subscriber wants the same e-mails. Even simple segments make messages more relevant:

- Customers versus prospects who have never bought.
- The service or product category they bought.
- Location, if you have several branches.
- How recently they bought or opened an e-mail.

A homeowner who had a water heater installed last month does not need a water heater promotion; they might appreciate a tip on flushing it annually.

## How often to send

Consistency matters more than frequency. For most local businesses, once or twice a month is plenty, plus automations. Sending too often leads to unsubscribes and spam complaints; sending too rarely means people forget who you are and then complain when you appear. Pick a rhythm you can sustain and stick to it.

## Stay on the right side of the rules

E-mail marketing is regulated. In the United States, the CAN-SPAM Act requires, among other things, that commercial e-mails:

- Use accurate "from" names and honest subject lines.
- Identify themselves as advertising where appropriate.
- Include your physical business address.
- Offer a clear way to unsubscribe, honored promptly.

Rules are stricter for recipients in other countries, especially around consent. Getting clear permission at sign-up and keeping a record of it protects you everywhere. Reputable platforms handle much of this automatically, but the responsibility is yours.

## Measure what matters

Platforms report many numbers. Focus on a few:

- **Click rate:** the share of recipients who clicked a link, a better signal of interest than opens, which privacy features now make unreliable.
- **Conversions:** bookings, purchases or enquiries that came from e-mail, tracked with tagged links.
- **Unsubscribe and complaint rates:** a sudden rise tells you something was off.
- **List growth:** new subscribers each month, minus those who leave.

Test one thing at a time, such as two subject lines or two send times, and keep what works.

## Get into the inbox, not the spam folder

The best e-mail achieves nothing if it lands in spam. Mailbox providers such as Gmail and Outlook now require businesses that send marketing e-mail to prove who they are and to keep complaints low. In practice that means: authenticate your sending domain with SPF, DKIM and DMARC (your platform's setup guide walks you through it), send from an address on your own domain rather than a free webmail address, include a one-click unsubscribe, and mail only people who asked to hear from you. If your open or click rates suddenly fall across the board, check your platform's deliverability report before you blame the content.

## Keep the list healthy

Over time some addresses stop working and some people stop reading. Remove addresses that bounce, and every year or so send a short "do you still want to hear from us?" message to subscribers who have not opened anything in a long time, removing those who do not respond. A smaller, engaged list reaches the inbox more reliably and gives you truer numbers.

## A simple first quarter

- **Month one:** choose a platform, authenticate your domain, import customers who have agreed to hear from you, and add a sign-up form to your website.
- **Month two:** set up a welcome series and a post-visit review request, and send your first newsletter with one useful tip and one piece of news.
- **Month three:** add a seasonal reminder automation, create two or three segments, and review your click and booking numbers.

## Getting help

E-mail rewards patience and consistency more than big budgets. If you would like help setting up automations, designing templates or writing a newsletter people actually read, see our [e-mail marketing services](/email-marketing) or [contact us](/contact).`,
};
