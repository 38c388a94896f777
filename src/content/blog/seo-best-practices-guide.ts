import type { Post } from "@/lib/blog/types";

export const seoBestPracticesGuide: Post = {
  id: 2,
  slug: "seo-best-practices-guide",
  title: "SEO Best Practices: A Complete Guide for Local Businesses",
  excerpt:
    "How search engines decide who ranks, and the technical, on-page, local and content work that gets a small business found, explained step by step without the jargon.",
  cover: "/images/blog/seo-best-practices-guide.svg",
  date: "January 10, 2025",
  author: "Marcos Silva",
  readTime: "12 min read",
  category: "SEO",
  content: `Search engine optimization has a reputation for being mysterious, and a whole industry profits from keeping it that way. The truth is more reassuring: most of what makes a local business rank is understandable, and much of it is simply doing the basics thoroughly and consistently.

This guide covers the practices we apply for clients at Resgatar Marketing, in the order we usually apply them. You can work through it yourself, hand it to whoever manages your website, or use it to judge whether an SEO provider is doing real work.

## How search engines decide who ranks

Before the checklist, it helps to understand what a search engine is trying to do. When someone types "dentist Murray Utah" or "how to unclog a shower drain", the search engine wants to show the result that person is most likely to be satisfied with. To guess that, it weighs three broad things:

- **Relevance:** does the page clearly match what was searched? This comes from the words on the page, its title, its headings and how other pages describe it when linking to it.
- **Quality and trust:** is the page genuinely useful, accurate and written by someone who knows the subject? Is the business real and reputable? Links from other respected sites, reviews and a consistent presence across the web all feed this.
- **Experience:** does the page load quickly, work well on a phone and let people do what they came to do without fighting pop-ups?

For local searches there is a fourth factor, **proximity**: how close the business is to the person searching or to the place they named. You cannot move your building, but you can make sure search engines know exactly where you are and which areas you serve.

Everything below serves one of those four factors.

## Step 1: Make sure search engines can crawl and index your site

None of the other work matters if search engines cannot read your pages. Technical SEO sounds intimidating, but for a typical small-business website the checks are straightforward.

### Set up Google Search Console and Bing Webmaster Tools

Both are free. They tell you which pages are indexed, which searches show your site, and whether there are errors. Verify your site, submit your XML sitemap, and look at the reports once a month. If a page you care about is listed as "crawled, currently not indexed" or "excluded", find out why.

### Check the basics

- Your site should load on one version of its address, with HTTPS. The versions with and without "www" should redirect to the same place.
- Your robots.txt file should not block pages you want found. It is surprisingly common for a site to launch with the "discourage search engines" setting still switched on from development.
- Each important page should be reachable through normal links, not only through a search box or a script.
- Pages you removed should return a proper "not found" response or redirect to the closest replacement, not a blank page.

### Fix duplicate and thin pages

Many small sites accidentally create dozens of near-identical pages: tag archives, printer versions, city pages that differ only in the town name. These dilute your site. Consolidate duplicates, add a canonical tag that points to the preferred version, and either improve or remove pages that say almost nothing.

## Step 2: Make the site fast and comfortable on a phone

Most local searches happen on phones, often on a cellular connection. Google measures real-world loading experience through Core Web Vitals, and visitors simply leave slow pages.

The usual culprits on small-business sites are:

- **Huge images.** A photo straight from a modern phone can be several megabytes. Resize images to the size they are displayed at and use modern formats such as WebP or AVIF.
- **Too many plugins and scripts.** Chat widgets, sliders, tracking tags and page-builder add-ons each cost time. Remove what you do not use.
- **Slow hosting.** The cheapest shared plans put your site on a crowded server. Our article on [where to host a website](/blog/where-to-host-a-website) explains what the price tiers buy you.
- **Layout shifts.** Images and ads without reserved space make the page jump while it loads, which is irritating and measured.

Test your key pages with PageSpeed Insights on the mobile setting, fix the largest problems first and test again. A page that appears in under two or three seconds on a phone is a good practical target.

## Step 3: Research what your customers actually search for

Keyword research sounds technical, but it is really customer research. The goal is to learn the words people use when they need what you sell, and how those words reveal what they want.

Start with your own knowledge. Write down the services you offer, the problems customers describe on the phone and the questions they ask before buying. Then expand the list:

- Type your main services into Google and note the autocomplete suggestions and the "People also ask" questions.
- Check Search Console's performance report for searches that already show your site.
- Use a keyword tool (Google's Keyword Planner is free with an Ads account) to compare rough search volumes.

Then group the searches by **intent**:

- **Buying intent:** "water heater replacement cost Orem", "emergency locksmith near me". These belong on service pages.
- **Research intent:** "tankless vs tank water heater", "how long does a roof last in Utah". These suit articles and guides.
- **Navigational intent:** your brand name, often with "reviews", "hours" or "phone number". Make sure the answers are easy to find.

Assign one main topic to each page. If two pages target the same search, they compete with each other; merge them.

## Step 4: Write pages that deserve to rank

On-page SEO is where most of the leverage is for a local business, because your competitors' pages are often thin.

### Titles and descriptions

The title tag is the blue headline in search results. Keep it under about 60 characters, lead with the service and place, and make it readable: "Water Heater Repair in Orem | Same-Day Service | Smith Plumbing" beats a list of keywords. The meta description does not directly affect rankings, but it is your sales pitch on the results page. Write one for every important page, about 150 characters, with a reason to click.

### Headings and structure

Use one main heading (H1) that states what the page is about, then subheadings that break the content into scannable sections. People skim; headings help them find the part they need, and they help search engines understand the page.

### Content that answers the question better

For each service page, ask what a customer needs to know to choose you, and answer it:

- What exactly the service includes, and what it does not.
- Typical price ranges or what affects the price, even if you cannot quote without a visit.
- How long it takes, what happens on the day, and any preparation needed.
- Photos of real work, real staff and real vehicles.
- Your service area, licenses, guarantees and how to book.

A thorough page does not need to be long for the sake of it. It needs to be complete. If you can answer a customer's next question on the page, do it.

### Internal links

Link related pages to each other with descriptive text: a blog article about furnace noises should link to your furnace repair page using words like "furnace repair", not "click here". Internal links help visitors continue and show search engines which pages matter most.

### Images that work for search

Photos help people choose you, and they can rank in image search too. Give each file a descriptive name ("water-heater-install-orem.jpg", not "IMG_4821.jpg"), write alt text that describes what the image shows for someone who cannot see it, and keep the file small. Original photos of your own work are worth far more than stock images, which visitors recognize instantly and which say nothing about you.

### An example service page outline

Here is an outline we often start from for a local service page. Adapt it, but notice how each part answers something a customer wants to know:

- **Heading and first paragraph:** the service, the area and the main promise, such as "Water heater repair and replacement in Utah County, usually the same day."
- **Call to action:** phone number and booking button visible without scrolling.
- **What we do:** the specific jobs included, in plain words.
- **Signs you need this service:** the symptoms customers notice, which are often the exact words they search.
- **Pricing:** typical ranges and what moves the price up or down.
- **How it works:** the steps from first call to finished job.
- **Proof:** photos, short reviews, certifications and guarantees.
- **Frequently asked questions:** three to six real questions with short answers.
- **Service area:** the towns you cover, with a map if helpful.
- **Closing call to action:** repeat the easiest way to get in touch.

### Structured data

Structured data (schema markup) is code that labels information for search engines: your business name, address, phone, opening hours, reviews, services, articles and FAQs. It can make your listing eligible for richer results. Most website platforms offer plugins or settings for it; at minimum add LocalBusiness (or a more specific type) with accurate details.

## Step 5: Win the local results

For "near me" and "in [city]" searches, the map pack at the top is where most clicks go. Three things drive it: relevance, distance and prominence.

### Your Google Business Profile

Claim and verify your profile, then treat it as seriously as your website:

- Choose the most specific primary category ("Emergency Veterinarian", not just "Veterinarian") and add relevant secondary categories.
- Write a clear description of what you do and where.
- Set accurate hours, including holiday hours.
- Add services and products with short descriptions.
- Upload real photos regularly: storefront, team, work in progress, finished jobs.
- Post updates, offers and events a few times a month.
- Answer questions in the Q&A section before strangers do.

If you serve customers at their location and do not receive them at your address, set your profile up as a service-area business and hide the address.

### Consistent name, address and phone

Search engines cross-check your business details across directories, social profiles and data aggregators. Small formatting differences such as "St." and "Street" do no harm, but an old suite number, a former phone number or a previous business name left on a directory reduces confidence and sends some customers to a dead end. List your business on the main directories for your country and industry and keep every listing identical.

### Reviews

Review quantity, quality and recency all matter, and the words customers use help you rank for services they mention. Ask every satisfied customer, make it easy with a direct link, and reply to every review. A thoughtful reply to a negative review often persuades readers more than a dozen five-star ones.

### Local pages and local links

If you serve several cities, create a page for each only when you have something specific to say: projects completed there, local regulations, travel times, testimonials from customers in that town. Earn local links by sponsoring a youth team, joining the chamber of commerce, partnering with complementary businesses or getting featured in local news.

## Step 6: Publish content that earns trust and links

Helpful content does two jobs. It ranks for research searches, bringing in people early in their decision, and it gives other sites a reason to link to you.

The best topics come from your customers. Every question you answer on the phone more than twice is an article. Good formats for local businesses include:

- **Cost guides:** what affects the price of a job, with honest ranges.
- **Comparisons:** repair or replace, option A or option B, and when each makes sense.
- **Checklists:** seasonal maintenance, preparing for a visit, what to ask a contractor.
- **Case stories:** a real problem, what you did and the result, with photos and permission.

Search engines talk about experience, expertise, authoritativeness and trustworthiness. In practice that means: write from real experience, name the author, show credentials where relevant, cite sources for facts you did not establish yourself, and keep articles up to date. A short, accurate article beats a long vague one.

Publish on a schedule you can sustain. Two strong articles a month, kept current, beat a burst of twenty that are never touched again.

## Step 7: Build links the right way

Links from other websites remain one of the strongest signals of trust. They also send visitors directly. The right way to earn them is slow and unglamorous:

- Get listed in reputable directories for your industry and region.
- Ask suppliers, manufacturers and partners whether they list installers or stockists.
- Offer useful local content that journalists, bloggers and community sites want to reference.
- Sponsor or support local events and organizations that link to their sponsors.
- Turn unlinked mentions of your business into links by asking politely.

Avoid anything that promises hundreds of links for a small fee. Paid link schemes and private blog networks can lead to penalties that take months to undo.

## Step 8: Measure what matters

Rankings are a means, not the goal. Track the numbers that connect to revenue:

- **Organic traffic to service pages,** from Search Console and your analytics.
- **Calls and form submissions from organic visitors,** using call tracking and conversion events.
- **Map listing actions:** calls, direction requests and website visits from your Business Profile.
- **Leads that became customers,** recorded in your CRM or a simple spreadsheet.

Review these monthly and compare quarters rather than days; SEO moves slowly and seasonally. When a page gains impressions but few clicks, improve its title and description. When it gets clicks but no enquiries, improve the page itself.

## Common mistakes we see

- **Targeting too many places with copied pages.** Fifty city pages with the same text rarely help and can hurt.
- **Stuffing keywords.** Write for people; repeating "best plumber Salt Lake City" makes a page worse.
- **Ignoring the Business Profile.** For local businesses it is often the biggest single opportunity.
- **Redesigning without redirects.** A new website that changes every address without redirecting the old ones can wipe out years of rankings overnight.
- **Expecting results in two weeks.** New pages usually need weeks to months to settle, depending on competition.
- **Chasing every algorithm rumor.** The fundamentals in this guide have held for years.

## How long does SEO take?

For a local business with a sound website, improvements to the Business Profile and reviews can show in map results within weeks. New or rewritten pages typically take one to three months to reach their position, and competitive terms can take six months or more. The effects compound: a page that earns its place tends to keep it with modest upkeep, unlike an ad that stops the moment you stop paying.

## A simple monthly SEO routine

If you only have a few hours a month, spend them like this:

- Check Search Console for errors and for searches where you appear but rarely get clicked.
- Add photos and a post to your Business Profile, and reply to new reviews.
- Improve one existing page: better answers, better photos, a clearer call to action.
- Publish or update one article that answers a real customer question.
- Record leads by source and compare with last month.

## When to get help

You can do much of this yourself. It makes sense to bring in a specialist when your site has technical problems you cannot diagnose, when you are entering a competitive market, when you are planning a redesign or migration, or when you simply do not have the hours to do it consistently.

Resgatar Marketing has helped Salt Lake City and Utah businesses with search since 2012. Our [SEO services](/seo) start with an honest audit and a plan you can read. If you would like to know where your site stands today, request a [free local business audit](/local-business-audit) and we will show you the three changes we would make first.`,
};
