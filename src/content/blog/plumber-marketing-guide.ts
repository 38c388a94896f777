import type { Post } from "@/lib/blog/types";

export const plumberMarketingGuide: Post = {
  id: 5,
  slug: "plumber-marketing-guide",
  title: "Plumber Marketing: How to Keep the Phone Ringing All Year",
  excerpt:
    "A complete marketing guide for plumbing companies: emergency search, the Google Business Profile, Local Services Ads, reviews, a website that books jobs and smoothing out the slow season.",
  cover: "/images/blog/plumber-marketing-guide.svg",
  date: "June 24, 2025",
  author: "Marcos Silva",
  readTime: "7 min read",
  category: "Service Business Marketing",
  content: `Plumbing is a business where demand arrives in two very different forms. Some customers have water on the floor right now and will call the first company that looks trustworthy. Others are planning a water heater replacement, a bathroom remodel or a repipe, and will compare three quotes over a couple of weeks. Good plumber marketing serves both, and it smooths out the feast-or-famine pattern that many shops know too well: swamped during the first freeze, quiet in late spring.

This guide collects what we have learned marketing plumbing and other home-service companies in Utah, including work for clients like Yeti Plumbing. It is written for owners who want to understand where their calls come from and what to improve next.

## Understand how people look for a plumber

Almost every plumbing job starts with a search on a phone, and the words tell you what kind of customer it is:

- **Emergency searches:** "emergency plumber near me", "burst pipe", "water heater leaking", "sewer backup". These people want someone now. They look at the top few results, check the star rating and call.
- **Planned-project searches:** "tankless water heater installation cost", "repipe house Salt Lake City", "plumber for bathroom remodel". These people research, read your website and often request quotes from several companies.
- **Research searches:** "why does my toilet keep running", "how to shut off water to house". These people may fix it themselves, or discover they should not.

Each group lands in a different place. Emergency callers mostly choose from the map results and ads at the top. Project customers read service pages and reviews. Researchers read articles. A complete marketing plan meets all three.

## Make your Google Business Profile work as hard as your best technician

For a plumber, the Google Business Profile is usually the single most important marketing asset, because it decides whether you appear in the map results for "plumber near me".

Work through this list:

- **Primary category:** "Plumber". Add secondary categories only if they are genuinely what you do, such as "Water Heater Installation Service" or "Drainage Service".
- **Service area:** if you go to customers rather than receiving them, set up as a service-area business, list the cities and ZIP codes you truly serve, and hide your home address.
- **Hours:** be accurate. If you offer 24-hour emergency service, say so only if someone really answers at 2 a.m.
- **Services:** list each one with a short description: drain cleaning, water heaters, leak detection, sewer line repair, fixture installation, and so on.
- **Photos:** trucks with your logo, technicians in uniform, real jobs in progress and finished. Add new photos every month.
- **Posts:** seasonal tips and offers a few times a month.
- **Questions and answers:** add common questions yourself and answer them.

Customers who find you through the map often never visit your website. Everything they need to decide should be on the profile.

## Earn reviews on every job

Reviews influence both your map ranking and the customer's decision. A plumber with 240 reviews at 4.8 stars will usually beat one with 12 reviews at 5.0, because volume and recency signal that you are active and reliable.

Make reviews part of the job, not an afterthought:

- Train technicians to ask in person at the end of a successful visit: "If you were happy with the work, a Google review helps us a lot."
- Follow up the same day with a text or e-mail containing a direct review link.
- Reply to every review within a few days. Thank people by name and mention the job where appropriate.
- Handle negative reviews calmly. Acknowledge the problem, avoid arguing, offer to resolve it offline and follow through.

Never buy reviews, write them yourself or offer discounts for five stars. Platforms detect it, and the penalty can remove your listing from results.

## Consider Local Services Ads

In many markets Google shows Local Services Ads above everything else for plumbing searches. They display your rating, years in business and a "Google Guaranteed" badge, and you pay per lead rather than per click.

They work well for many plumbers, with a few cautions:

- Verification takes time: license, insurance and background checks. Start well before your busy season.
- Your ranking within these ads depends heavily on reviews, responsiveness and answering calls. Missed calls hurt you.
- Some leads will not be real jobs. Dispute those that qualify (wrong service, spam, outside your area) through the dashboard.
- Track each lead to an outcome so you know your true cost per booked job.

## Run search ads for the jobs you want most

Traditional Google Ads complement the map and Local Services Ads, especially for higher-value planned work. A well-run plumbing account usually:

- Separates emergency services from planned projects, with different ads, budgets and schedules.
- Targets a tight service area, excluding places you do not want to drive to.
- Uses call extensions and call-only ads during staffed hours.
- Excludes searches that waste money, like "plumber salary", "plumbing school" and "DIY".
- Tracks calls longer than a minute or so, plus form submissions, as conversions.

Budgets vary by market, but the principle is consistent: spend first on the jobs with the best margin and the searches with the clearest intent. If you work with an agency, our guide to [choosing a PPC agency in Utah](/blog/utah-ppc-agency-guide) explains what to expect and what to ask.

## Build a website that books jobs

Your website has two jobs: convince project customers that you are the right choice, and make it effortless for anyone to call or book.

### Make contact effortless

- Put the phone number at the top of every page, as a tap-to-call link on phones.
- Offer online booking or a short request form that asks only what you need.
- State your service area and hours clearly.
- Load fast on a phone. A visitor with a flooding basement will not wait for a slow page.

### Give each service its own page

Create a page for each main service, such as water heater repair and replacement, drain cleaning, sewer line repair, leak detection, repiping and fixture installation. On each page, explain the common problems, what the job involves, what affects the price, how long it takes and why customers choose you. Include photos of your own work and a few relevant reviews.

### Show proof of trust

Licenses, insurance, warranties, years in business, team photos and before-and-after galleries all reduce the anxiety of letting a stranger into the house. Upfront pricing policies or "no surprise" guarantees, if you offer them, belong here too.

Our guide on [how to build a website](/blog/how-to-build-a-website) walks through planning, building and launching a site like this.

## Publish helpful content homeowners actually search for

Homeowners search for plumbing questions constantly, and helpful answers build trust with people who will need a plumber eventually. Good topics for a plumbing blog include:

- How to shut off the water to your house, and where the valve usually is.
- Why a water heater makes popping noises, and when it is time to replace it.
- Tank versus tankless water heaters for a Utah household, with honest costs.
- How to prevent frozen pipes in a Wasatch Front winter.
- What hard water does to fixtures, and whether a softener is worth it.

Keep articles practical and honest. Telling people when they can safely fix something themselves builds more trust than pretending every drip needs a technician, and those readers remember you when it is a job they cannot do.

## Stay in touch with past customers

Your past customers already trust you, yet many plumbing companies never contact them again. A simple program changes that:

- Send maintenance reminders: water heater flushes, sprinkler winterization, drain cleaning.
- Share a short seasonal e-mail with one useful tip and one offer.
- Offer a maintenance membership with priority scheduling and small discounts. Members provide steady revenue and call you first.
- Ask for referrals, and thank people who send them.

Even two or three messages a year keep your name on the fridge magnet in their memory.

## Smooth out the seasons

Plumbing demand peaks with the first hard freeze and often dips in late spring and early fall. Marketing can soften the valleys:

- Promote planned work, like water heater replacements, repipes, fixture upgrades and softener installs, during slower months, when you can offer better scheduling.
- Run maintenance campaigns to past customers before the busy season, booking inspections while you have capacity.
- Shift ad budget toward emergency searches when demand spikes and toward project searches when it does not.
- Partner with remodelers, property managers and real estate agents who can send steady work.

## Make sure every call is answered

Marketing creates calls, but calls create revenue only if someone answers them well. Check:

- What happens to calls after hours and at lunch? Missed calls often go straight to the next plumber on the list.
- Does the person answering know your prices, service area and scheduling, and sound friendly and confident?
- Are calls recorded or at least logged, so you can see which marketing brought them in?

Many shops find that improving call handling raises booked jobs more than any new advertising.

## Measure what brings profitable work

Track a small set of numbers each month:

- Calls and booked jobs by source: map listing, Local Services Ads, search ads, website, referrals, repeat customers.
- Cost per booked job for each paid channel.
- Average ticket by source, because some channels bring drain clogs and others bring water heaters.
- Reviews gained, and your average rating.

With that picture you can move money from what merely produces calls to what produces profitable jobs.

## How Resgatar Marketing helps plumbers

We have helped Utah home-service companies build websites, run Local Services and search ads, and grow their reviews and map rankings. For Yeti Plumbing, that meant a new brand, a fast website, hosting and an SEO foundation that keeps working; you can read the [case study](/case-studies/yeti-plumbing). If you would like to know where your calls could come from, request a [free local business audit](/local-business-audit) or [contact us](/contact).`,
};
