import type { Post } from "@/lib/blog/types";

export const whereToHostAWebsite: Post = {
  id: 8,
  slug: "where-to-host-a-website",
  title: "Where to Host a Website: Hosting Options and What They Cost",
  excerpt:
    "Shared hosting from $3-10 a month, VPS plans from $20-300, managed and cloud hosting: what each option buys you, how to choose, and the hidden costs to watch for.",
  cover: "/images/blog/where-to-host-a-website.svg",
  date: "August 6, 2025",
  author: "Marcos Silva",
  readTime: "8 min read",
  category: "Web Hosting",
  content: `Every website lives on a computer somewhere, connected to the internet around the clock. Web hosting is the service of renting space on that computer, along with the electricity, network, security and maintenance that keep it running. It is one of the least exciting decisions in a website project and one of the most consequential: hosting affects how fast your pages load, how often the site goes down, how safe your data is and how much time you spend on technical problems instead of running your business.

This guide explains the main types of hosting, what they typically cost, how to match them to your business and what to check before you sign up. Prices below are typical ranges for the United States at the time of writing; providers change their plans often, so use them as a guide rather than a quote.

## First, what does hosting actually include?

When you compare plans, you are comparing a bundle of things:

- **Computing resources:** processor time, memory and storage for your site's files and database.
- **Bandwidth:** the data sent to visitors as they load pages.
- **Uptime:** how reliably the server stays online. Many providers promise **99.9% uptime**, which still allows for roughly eight and three-quarter hours of downtime a year.
- **Security:** firewalls, malware scanning, isolation from other customers and protection against attacks.
- **Backups:** copies of your site you can restore if something breaks.
- **Support:** who answers when something goes wrong, how quickly, and how knowledgeable they are.
- **Management:** who installs updates, monitors the server and fixes problems, you or the provider.

Cheap plans usually save money on the last four, which are exactly the ones you notice only when something goes wrong.

## Shared hosting

On shared hosting, your website sits on a server alongside hundreds or even thousands of other sites, all sharing its processor, memory and network. The provider manages the server; you manage your site through a control panel.

### What it costs

Shared hosting is the cheapest option, and plans usually come in three tiers:

- **Entry plans: about $3-10 per month.** One site, limited storage, basic support. Advertised prices are often introductory rates that require paying for several years upfront, and renewal prices can be two or three times higher.
- **Mid-tier plans: about $10-20 per month.** Several sites, more storage, free SSL certificates, sometimes daily backups and a staging copy for testing changes.
- **Premium shared plans: about $20-40 per month.** Fewer sites per server, more resources, faster storage, better support and extra security features.

### Who it suits

Shared hosting works for small brochure sites with modest traffic: a few pages, a contact form, perhaps a blog. It is a reasonable starting point for a new business on a tight budget.

### Watch out for

- **Noisy neighbors.** If another site on your server gets a traffic spike or is hacked, your site can slow down or be affected.
- **Resource limits.** "Unlimited" plans always have limits in the fine print. A busy site or a heavy plugin can hit them, and the provider may throttle or suspend it.
- **Slow performance.** Crowded servers are a common reason small-business sites load slowly, which costs both visitors and search rankings.
- **Renewal pricing.** Check the renewal rate, not just the first-year deal.

## Managed WordPress hosting

Managed WordPress hosting is built specifically for WordPress sites. The provider handles WordPress core updates, caching, security hardening, daily backups and often staging environments, and its support staff understand WordPress.

### What it costs

Plans for a single small-business site typically run from around $20 to $40 per month, rising with traffic and the number of sites. Agency and high-traffic plans cost considerably more.

### Who it suits

Businesses running WordPress that want good speed and security without managing servers. For many small and medium businesses, this is the sweet spot between cost and peace of mind.

### Watch out for

- Limits on monthly visits or storage, with overage charges.
- Banned plugins; some hosts block plugins that conflict with their caching or security.
- Whether e-mail hosting is included (often it is not).

## VPS hosting

A virtual private server (VPS) gives you a guaranteed slice of a physical server: dedicated memory, processor allocation and storage that other customers cannot use. It behaves like your own server, with full control over the software.

### What it costs

**VPS hosting typically costs $20-300 per month,** depending on resources and on whether it is managed:

- **Unmanaged VPS:** at the lower end of the range. You (or your developer) install and maintain everything: operating system updates, web server, database, security and backups.
- **Managed VPS:** at the middle to upper end. The provider handles the server's maintenance and security, and you manage your site.

### Who it suits

Sites that have outgrown shared hosting: growing traffic, online stores, custom applications, or several sites that need consistent performance. Also businesses with specific software needs.

### Watch out for

- **Unmanaged means responsible.** A neglected unmanaged server becomes a security risk. If nobody on your team maintains servers, choose managed.
- **Backups are not always included.** Check, and pay for them if needed.

## Cloud hosting

Cloud hosting runs your site on infrastructure from large providers that can add resources as demand grows, often across several data centers. It ranges from "cloud" versions of traditional hosting plans to building directly on platforms like AWS, Google Cloud or Azure, and modern platforms that deploy websites straight from code.

### What it costs

It varies widely, because you often pay for what you use. A small site on a modern platform can cost very little or even fall within a free tier; a busy application can cost hundreds or thousands per month. Predicting costs takes some experience.

### Who it suits

Sites with variable traffic, custom applications, businesses that need high availability, and teams with developers comfortable with the platform.

### Watch out for

- Unexpected bills from traffic spikes or misconfigured services. Set budget alerts.
- Complexity: flexibility comes with many settings to get right.

## Dedicated servers

A dedicated server is an entire physical machine rented for your use alone. It offers maximum performance and control, and it typically costs from around a hundred dollars to several hundred dollars a month or more, plus management. Most small businesses never need one; it suits high-traffic sites, demanding applications and specific compliance requirements.

## Website builders

Platforms such as Squarespace, Wix and Shopify include hosting in their subscription. You do not choose a server at all; the platform handles it. This is simple and reliable for sites that fit the platform, with the trade-off that you cannot move the site elsewhere without rebuilding it, and your performance depends on the platform's choices. Our guide on [how to build a website](/blog/how-to-build-a-website) compares builders with other approaches.

## How to choose: a simple decision guide

Work through these questions:

- **What is the site built with?** A website builder includes hosting. WordPress sites do best on managed WordPress hosting or a managed VPS. Custom applications may suit a VPS or cloud platform.
- **How much traffic do you expect?** A local service site with a few thousand visitors a month runs happily on good shared or managed hosting. Tens of thousands of visitors, an online store or a busy booking system usually need a VPS, managed WordPress or cloud hosting.
- **Who will maintain it?** If nobody technical is available, choose managed hosting, even if it costs more. Your time and your site's security are worth it.
- **How much does downtime cost you?** If an hour offline means lost sales or missed emergency calls, invest in reliability, monitoring and support.
- **Where are your visitors?** For a Utah business serving local customers, a data center in the western United States, or a content delivery network, keeps pages fast.

## What to check before you sign up

- **Real renewal price** and what is included at that price.
- **Backups:** how often, how long they are kept, whether they are stored separately, and how you restore one. Test it once.
- **SSL certificates:** free and automatically renewed on any decent host.
- **Support:** hours, channels and response times. Try asking a pre-sales question and see how long the answer takes and how good it is.
- **Uptime guarantee** and what compensation, if any, you get when it is missed.
- **Performance:** server location, caching, storage type, and whether a CDN is included.
- **Security:** firewall, malware scanning, isolation between accounts.
- **Limits:** storage, bandwidth, monthly visits and processes.
- **Moving out:** can you easily download your full site and database?

## The hidden costs of cheap hosting

A $3 plan looks like a bargain, and for a simple site it can be fine. But consider the costs that do not appear on the invoice:

- **Slow pages** that lose visitors and rank lower in search.
- **Downtime** during your busiest hours.
- **Security clean-ups** after a hack, which can cost far more than years of better hosting.
- **Your time** spent troubleshooting instead of serving customers.

For a business website that generates leads or sales, the difference between a $5 plan and a $30 plan is usually repaid many times over if it means a faster, more reliable site.

## Do not forget e-mail and domains

Hosting, e-mail and domain registration are separate services, even when one company sells all three. Many businesses host e-mail with Google Workspace or Microsoft 365 rather than on the web server, which keeps e-mail working even if the website has problems. Whatever you choose, keep the domain registered in your business's name under an account you control, with auto-renew switched on.

## Moving to a new host

If your current hosting is slow or unreliable, moving is usually straightforward:

- Take a full backup of files and database.
- Set up the site on the new host and test it on a temporary address.
- Lower the DNS record's time-to-live a day ahead, so the switch spreads quickly.
- Point your domain to the new server during a quiet period.
- Check forms, e-mail delivery and SSL after the move, and keep the old hosting for a week or two as a fallback.

## Our recommendation for most small businesses

For a typical local business site with a few thousand monthly visitors, a well-reviewed managed WordPress plan or a managed VPS is usually the right balance, typically $20 to $40 a month for a single site. Cheaper shared hosting is fine for a simple starter site; a larger managed VPS or cloud setup makes sense as traffic, e-commerce or custom features grow.

Resgatar Marketing offers managed website hosting for our clients, with monitoring, daily backups and a 99.9% uptime commitment, and we handle the technical side so you do not have to. Learn more about our [hosting and IT services](/it-support), or [contact us](/contact) and we will review your current setup.`,
};
