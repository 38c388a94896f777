import type { Post } from "@/lib/blog/types";

export const howToBuildAWebsite: Post = {
  id: 7,
  slug: "how-to-build-a-website",
  title: "How to Build a Website for Your Business: A Step-by-Step Guide",
  excerpt:
    "From goals and site map to domain, platform, design, content, speed, accessibility, security and launch: everything a business owner needs to plan a website that brings in customers.",
  cover: "/images/blog/how-to-build-a-website.svg",
  date: "July 23, 2025",
  author: "Marcos Silva",
  readTime: "9 min read",
  category: "Web Development",
  content: `A business website is no longer a digital brochure that sits quietly while the real work happens elsewhere. For most companies it is the place where a stranger decides whether to trust you: after a search, after seeing an ad, after a friend mentions your name. A good site answers their questions, shows proof that you are real and capable, and makes the next step easy. A weak one loses them in seconds, usually without you ever knowing they came.

This guide walks through building a business website from the first decision to launch day and beyond. It is written for owners and managers, not developers. Whether you build the site yourself, hire a freelancer or work with an agency, knowing these steps will help you make better decisions and ask better questions.

## Step 1: Decide what the website must achieve

Before choosing colors or platforms, write down what success looks like. For most businesses it is one or two of these:

- **Generate enquiries:** calls, quote requests, consultation bookings.
- **Sell online:** products or services purchased directly on the site.
- **Support existing customers:** information, account access, documentation, support requests.
- **Build credibility:** a place that confirms you are established and professional, for people who heard about you elsewhere.
- **Recruit:** attract applicants in a tight labor market.

Then make each goal measurable: "forty quote requests a month", "online sales of $20,000 a month", "fewer support calls about opening hours". These numbers guide every later decision, from what goes on the homepage to which features are worth paying for.

## Step 2: Understand your visitors

Think about the people who will arrive, and what they need to decide:

- Who are they, and what problem brought them here?
- What do they worry about before contacting a business like yours? Price, reliability, timing, quality, being sold something they do not need?
- What questions do they ask on the phone or in person before buying?
- Are they on a phone in a hurry, or at a desk comparing options?

Talk to a few customers and to the people in your business who answer the phone. The questions they hear every day are the backbone of your content.

## Step 3: Plan the structure

A site map is simply the list of pages and how they connect. For a typical service business it might look like this:

- **Home:** what you do, who you serve, why choose you, and the main call to action.
- **Services:** an overview, plus one page per main service.
- **About:** your story, your team, your values, and credentials.
- **Work or case studies:** real projects with photos and results.
- **Reviews or testimonials.**
- **Blog or resources:** answers to common questions.
- **Contact:** phone, form, address or service area, hours, map.
- **Legal pages:** privacy policy, terms, cookie policy where applicable.

Give each service its own page. A single "Services" page listing everything cannot rank well for any one service, and it cannot answer the specific questions each customer has.

Keep navigation simple: five to seven main menu items, with clear labels people would use themselves. "Services" beats "Solutions", and "Contact" beats "Let's Connect".

## Step 4: Choose and register your domain

Your domain name should be short, easy to say out loud and easy to spell. Prefer .com for most businesses in the United States. Avoid hyphens and creative spellings that you will have to explain on every phone call.

Two rules matter more than the name itself:

- **Register the domain in the business's name and under an account the business controls.** We regularly meet owners whose domain belongs to a former web designer or employee. Recovering it can take months.
- **Turn on auto-renew and registrar lock.** An expired domain can take your website and e-mail down together.

## Step 5: Pick a platform

There are three broad ways to build a business website, each with honest trade-offs.

### Website builders

Services like Squarespace, Wix or Shopify (for online stores) bundle hosting, templates and editing in one subscription.

- **Good for:** small sites, tight budgets, owners who want to edit everything themselves.
- **Limits:** less control over speed and code, features tied to the platform's plans, and moving away later can mean rebuilding.

### WordPress and similar content management systems

WordPress runs a large share of the web. It is flexible, has plugins for almost everything and many developers know it.

- **Good for:** content-heavy sites, businesses that want broad flexibility at moderate cost.
- **Limits:** you are responsible for updates, security, backups and hosting quality. Sites built with heavy page builders and dozens of plugins are often slow and fragile.

### Custom development

A site built by developers with modern frameworks, often with a content management system for editing.

- **Good for:** businesses that need speed, unusual features, integrations with other systems, or a site that must scale.
- **Limits:** a higher upfront cost and the need for a developer relationship for larger changes.

The right choice depends on your goals, budget and who will maintain the site. Be wary of anyone who recommends the same platform to every client.

## Step 6: Design for clarity and trust

Good design for a business website is mostly about clarity. A visitor should understand within a few seconds what you do, who it is for, where you work and how to take the next step.

Practical principles:

- **Lead with the customer's problem and your solution,** not with a slogan about passion and excellence.
- **Use real photos** of your team, your work, your premises. Stock images are instantly recognizable and say nothing about you.
- **Make the call to action obvious** and repeat it: a button at the top, after key sections and at the end of each page.
- **Keep text readable:** a comfortable font size, short paragraphs, strong contrast between text and background.
- **Design for phones first.** Most local visitors arrive on a phone. Tap targets should be large, menus simple and phone numbers tappable.
- **Stay consistent** with your logo, colors and tone across the site, your vehicles, your signs and your social profiles.

## Step 7: Write the content

Content is usually what delays a website launch. Start early, and do not leave it until the design is finished.

For each page, write for the visitor's questions, not for what you want to say about yourself. A strong service page explains what the service is, who it is for, the common problems it solves, what the process looks like, what affects the price, what makes you the right choice and how to get started.

Tips that make writing easier:

- Record yourself explaining each service to a customer, then edit the transcript.
- Use the words customers use, not industry jargon.
- Put the most important information first; many visitors read only the first paragraph.
- Use headings and lists so people can scan.
- Add proof: reviews, numbers, certifications, photos of real work.

## Step 8: Build in search engine basics from the start

It is far easier to build a site that search engines understand than to fix one after launch. Make sure that:

- Each page has a unique, descriptive title and meta description.
- Each page has one main heading and a logical structure of subheadings.
- Page addresses are short and readable, such as "/water-heater-repair" rather than "/page?id=73".
- Images have descriptive file names and alt text.
- The site has an XML sitemap and a correct robots.txt file.
- Structured data describes your business, services and articles.
- If you are replacing an old site, every old address redirects to its closest new equivalent.

That last point deserves emphasis: a redesign that ignores redirects can erase years of search rankings overnight. Our [SEO best practices guide](/blog/seo-best-practices-guide) covers these foundations in more depth.

## Step 9: Make it fast

Speed affects both visitors and search rankings. Research consistently shows that people abandon pages that take more than a few seconds to load, and Google measures real-world loading speed through its Core Web Vitals.

To keep a site fast:

- Resize and compress images, and use modern formats like WebP or AVIF.
- Load only the scripts you need. Every chat widget, tracker and animation library costs time.
- Avoid heavy sliders and autoplaying background videos.
- Use good hosting, with caching and a content delivery network for visitors far from the server.
- Reserve space for images so the page does not jump as it loads.

Test with PageSpeed Insights on the mobile setting, and test again after every major change. Hosting has a large effect on speed; our guide to [where to host a website](/blog/where-to-host-a-website) explains the options and their costs.

## Step 10: Make it accessible

An accessible website works for people who use screen readers, navigate with a keyboard, have low vision or color blindness, or simply have a cracked phone screen in bright sunlight. It is the right thing to do, it widens your audience, and it reduces legal risk.

The essentials:

- Text with enough contrast against its background.
- Alt text on meaningful images.
- Every form field with a visible label.
- Everything usable with a keyboard, with a visible focus outline.
- Headings in a logical order.
- Links and buttons whose text says where they go ("View pricing", not "Click here").
- Captions on videos.
- Animations that respect the visitor's "reduce motion" setting.

Automated checkers catch many problems, but test with a keyboard yourself too: try to complete your contact form without touching the mouse.

## Step 11: Secure it

Small business websites are attacked constantly, mostly by automated scripts looking for outdated software. Basic protection goes a long way:

- HTTPS on every page, with a valid certificate.
- Software, themes and plugins kept up to date.
- Strong, unique passwords and two-factor authentication for every admin account.
- Regular automatic backups stored separately from the site, and a tested way to restore them.
- Spam protection on forms that does not punish real visitors.
- As few plugins and integrations as possible, each from a reputable source.

## Step 12: Set up measurement

Decide before launch how you will know whether the site is working. At minimum:

- Analytics to see visitors, sources and popular pages, configured with privacy in mind.
- Conversion tracking for calls, form submissions, bookings or purchases.
- Google Search Console to monitor search performance and errors.
- A simple record of where leads come from.

Connect these numbers to the goals you set in step one.

## Step 13: Test and launch

Before launch, work through a checklist:

- Every page checked on a phone, a tablet and a desktop, in at least two browsers.
- Every form submitted, with the messages arriving where they should.
- Every link clicked; no broken links or placeholder text.
- Spelling, phone numbers, addresses and prices checked by someone who did not write them.
- Redirects from the old site tested.
- Analytics and conversion tracking confirmed.
- Legal pages in place.
- Backups configured.

Launch early in the week, not on a Friday afternoon, so that problems are caught while people are available to fix them. After launch, submit your sitemap in Search Console and watch for errors over the following weeks.

## Step 14: Keep improving after launch

A website is never finished. Plan for ongoing care:

- **Monthly:** software updates, backup checks, reviewing form submissions and analytics.
- **Quarterly:** updating service pages, adding new projects and reviews, publishing helpful articles.
- **Yearly:** reviewing goals, design and structure, and fixing whatever the data shows is not working.

Small, steady improvements beat an expensive redesign every four years.

## What does a business website cost?

Costs vary widely with scope. As rough guidance: a simple site on a website builder can cost little more than the subscription and your time; a professionally designed small-business site typically costs a few thousand dollars; and custom sites with integrations, online booking or e-commerce cost more. Budget also for ongoing costs: hosting, domain renewal, maintenance, and content updates.

The cheapest option is rarely the least expensive in the end. A site that loads slowly, ranks poorly or fails to turn visitors into customers costs you every month in lost business.

## Doing it yourself or hiring help

Building your own site makes sense when your needs are simple, your budget is tight and you enjoy the work. Hiring a professional makes sense when the website is central to how you win customers, when you need speed, integrations or search performance, or when your time is better spent running the business.

If you hire, ask to see live sites they built (and test their speed), ask who will own the domain, hosting and content, and get maintenance terms in writing.

Resgatar Marketing builds fast, accessible websites for businesses across Utah, designed to rank and to convert. See our [website development services](/website-development), or [contact us](/contact) to talk about your project.`,
};
