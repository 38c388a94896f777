import type { Post } from "@/lib/blog/types";

export const digitalMarketingTrends2025: Post = {
  id: 1,
  slug: "digital-marketing-trends-2025",
  title: "Digital Marketing Trends That Will Shape 2025",
  excerpt:
    "AI-written search answers, shrinking tracking, short video and first-party data: the shifts that matter for local businesses this year, and what to do about each one.",
  cover: "/images/blog/digital-marketing-trends-2025.svg",
  date: "January 15, 2025",
  author: "Marcos Silva",
  readTime: "8 min read",
  category: "Digital Marketing",
  content: `Every January brings a flood of trend predictions, and most of them are written for companies with a marketing department of fifty. If you run a dental office in Sandy, a roofing company in Ogden or a boutique in Park City, you need a shorter list: the changes that will actually affect whether customers find you, trust you and call you this year.

This article walks through the shifts we see in our own client accounts, explains why each one matters for a local business, and ends each section with something concrete you can do before spring.

## 1. Search results now answer the question before the click

Google and Bing increasingly place an AI-written summary at the top of the results page. Someone searching "how often should I service my furnace" may read the answer without visiting a single website. For informational questions, that means fewer clicks to blog posts and guides.

It does not mean search is dying. People still search for businesses, and the summaries themselves draw on pages that explain things clearly. What changes is **which** content earns attention:

- Pages that answer a specific question in the first paragraph are more likely to be quoted.
- Pages that only restate what everyone else says lose traffic, because the summary already says it.
- Searches with clear buying intent ("furnace repair near me", "emergency plumber Provo") still send people to map listings and websites.

**What to do:** review your top ten pages. Make sure each one answers its main question plainly near the top, then adds what only you know: local prices, photos of real jobs, the mistakes you see homeowners make. Original detail is what a summary cannot copy. Our [SEO best practices guide](/blog/seo-best-practices-guide) covers the page-level work in depth.

## 2. Your Google Business Profile is your second homepage

For local searches, the map pack often matters more than the ten blue links below it. A complete, active Google Business Profile is the cheapest marketing asset a local company has, and most profiles we audit are half finished.

Look at what a searcher sees before they ever reach your website: your star rating, the number of reviews, your hours, photos, the questions other people asked and your answers. Each of those is a reason to call you or to scroll to a competitor.

**What to do:** fill in every field, choose the most precise primary category, add photos every month, answer every review (the unhappy ones especially, calmly and briefly), and post an update at least twice a month. If you have never checked your profile closely, our [free local business audit](/local-business-audit) includes it.

## 3. Tracking is getting thinner, so first-party data is getting more valuable

Browsers block more third-party cookies every year, phones ask users whether apps may track them, and privacy laws keep expanding. The practical result: ad platforms see less of the customer journey, audiences built from other websites shrink, and the numbers in your ad dashboards are more often modeled estimates than counted events.

Businesses that own a direct relationship with customers feel this least. A clean customer list, an e-mail newsletter people actually open and a simple record of which leads became sales are worth more each year.

**What to do:**

- Start or clean up your e-mail list. Collect addresses at checkout, on invoices and on your website, with a clear reason to subscribe.
- Set up conversion tracking properly: calls, form submissions and bookings, imported into your ad accounts where possible.
- Keep a simple spreadsheet or CRM note of where each customer came from. Asking "how did you hear about us?" still works.

## 4. Short video is now the default format, not an extra

Short vertical video, the kind people watch on TikTok, Instagram Reels and YouTube Shorts, has become the format people expect on almost every platform. It also shows up in search results, on Google Business Profiles and inside ads.

The good news for small businesses is that polished production is not required. Viewers trust a thirty-second clip of an electrician explaining why a breaker keeps tripping more than a glossy brand film. What matters is being useful, showing real people, and posting consistently.

**What to do:** pick one recurring format you can sustain, such as "one question a customer asked this week" or "before and after of today's job". Film it on a phone, add captions (most people watch without sound) and publish the same clip on two or three platforms. Our [social media strategy blueprint](/blog/social-media-strategy-blueprint) shows how to plan a month of posts in an afternoon.

## 5. AI tools are changing the cost of marketing work, not the need for judgment

Writing a first draft, resizing an image, summarizing a month of reviews or building ten variations of an ad headline now takes minutes instead of hours. Small teams can produce far more than they could two years ago.

That abundance is exactly why judgment matters more. When every competitor can publish a thousand generic words a day, generic words stop working. The businesses that benefit from AI use it to remove busywork and then spend the saved time on what machines do poorly: talking to customers, choosing what to say, and checking that it is true.

**What to do:** use AI tools for drafts, outlines, data clean-up and ad variations, and keep a human responsible for facts, tone and final approval. Never publish prices, medical, legal or safety claims without a person checking them. If you want help deciding where AI fits in your business, that is what our [AI consulting](/ai-consulting) work is about.

## 6. Paid search rewards good data more than clever bidding

Google Ads and Microsoft Advertising now automate most bidding decisions. Automated bidding works well when it is fed accurate conversion data and poorly when it is not. We regularly see accounts optimizing toward "page views" or duplicate form submissions, which trains the system to find more of the wrong thing.

At the same time, broad automated campaign types can spend money on searches you would never have chosen. Automation is a powerful engine; you still need to steer.

**What to do:** make sure every conversion you track is a real business outcome, remove duplicates, give the system a budget large enough to learn, and review the search terms report at least monthly to exclude irrelevant searches. If you are not sure whether your account is set up well, a [PPC review](/ppc) usually pays for itself quickly.

## 7. Speed and accessibility are ranking factors and sales factors

Visitors leave slow websites, and search engines know it. Google's Core Web Vitals measure how quickly the main content appears, how soon the page responds to a tap, and whether things jump around while loading. Separately, accessibility (readable contrast, labeled buttons, a site that works with a keyboard) is both good practice and, increasingly, a legal expectation.

Most slow small-business websites are slow for ordinary reasons: oversized photos, too many plugins, a heavy page builder or cheap overloaded hosting.

**What to do:** test your homepage and your most important service page with Google's PageSpeed Insights on a mobile setting. Compress images, remove plugins you do not use and consider better hosting. For the bigger picture, read our guides on [building a website](/blog/how-to-build-a-website) and [choosing where to host it](/blog/where-to-host-a-website).

## 8. Reviews are marketing, customer service and search signal at once

People read reviews before they choose a restaurant, a mechanic or a dentist, and they read the replies too. Review count and recency influence map rankings, and the words customers use in reviews help search engines understand what you do.

**What to do:** ask every happy customer, in person and by text or e-mail, with a direct link. Make it a step in your process, not an occasional favor. Reply to every review within a few days. Never buy reviews or offer rewards for positive ones; platforms remove them and can penalize your listing.

## 9. Measurement is moving from clicks to customers

With thinner tracking and more automated platforms, last-click reports tell less of the story. A customer might see your short video, search your name a week later, read reviews and then call from the map listing. Each platform will claim the sale.

**What to do:** watch a few numbers that connect to revenue: calls and forms from qualified prospects, cost per booked job or sale, and how many new customers you gained per month. Compare them with what you spent in total, not channel by channel in isolation. Trends over a quarter tell you more than any single day.

## 10. Pay-per-lead ads are taking space at the top of local results

For many service trades, including plumbing, HVAC, electrical, locksmiths, cleaning and legal services, Google shows Local Services Ads above everything else. They carry a "Google Guaranteed" or "Google Screened" badge, and you pay for a lead (a call or a message) rather than for a click. In some markets these ads now take the first thing a searcher sees on a phone.

They are not right for every business, and the lead quality varies. But if your competitors have the badge and you do not, you are invisible in the most valuable spot on the page. Getting approved takes time, because Google checks licenses, insurance and background information, so it pays to start before the busy season.

**What to do:** check whether Local Services Ads are available for your category and city. If they are, complete verification, keep your profile and service areas accurate, and dispute leads that are clearly not customers (wrong service, spam, job seekers); Google credits many of those. Track each lead to a result, exactly as you would with any other ad channel, so you can compare the true cost per booked job.

## Putting it together: a practical plan for the first quarter

You do not need to act on everything at once. Here is a sensible order for most local businesses:

- **January:** complete your Google Business Profile, set up or fix conversion tracking, and start asking every customer for a review.
- **February:** rewrite your top pages so they answer real questions clearly, compress images, and check your site speed.
- **March:** choose one short-video format and publish weekly, and send your first (or next) e-mail to customers with something genuinely useful.

Each step is small. Together they make your business easier to find, easier to trust and easier to choose, which is what every trend on this list comes back to.

## How we can help

Resgatar Marketing has helped Utah businesses grow since 2012, and we apply these ideas in our own client work every week. If you would like a second opinion on where to start, [contact us](/contact) or request a [free local business audit](/local-business-audit). We will tell you plainly what we would fix first, even if you decide to do it yourself.`,
};
