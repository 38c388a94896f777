import type { Post } from "@/lib/blog/types";

export const utahPpcAgencyGuide: Post = {
  id: 6,
  slug: "utah-ppc-agency-guide",
  title: "Choosing a PPC Agency in Utah: What to Ask Before You Sign",
  excerpt:
    "How PPC agencies charge (often 10-20% of ad spend), what good account management looks like, the questions that reveal a weak agency and the contract terms to check.",
  cover: "/images/blog/utah-ppc-agency-guide.svg",
  date: "July 9, 2025",
  author: "Marcos Silva",
  readTime: "7 min read",
  category: "PPC",
  content: `Pay-per-click advertising can be the fastest way for a business to win customers, and the fastest way to burn money. The difference usually comes down to who is managing the account. Google Ads and Microsoft Advertising are easy to start and hard to run well: the defaults favor spending, automated campaign types hide where your money goes, and small setup mistakes quietly waste budget for months.

That is why many Utah businesses hire a PPC agency. This guide explains what a good agency does, how agencies charge, what to ask before signing and which warning signs to take seriously. It applies whether you are a contractor in St. George, a law firm in Salt Lake City or an online store shipping nationwide.

## What a PPC agency should actually do

"Managing your ads" can mean anything from a thorough weekly process to logging in once a month. A capable agency handles:

- **Strategy:** which services, products and locations to advertise, what a lead or sale is worth to you, and a budget that fits.
- **Tracking:** correct conversion tracking for calls, forms, bookings and purchases, ideally with offline sales imported back into the ad platforms.
- **Account structure:** campaigns and ad groups organized around your business, so budgets and messages match intent.
- **Keywords and exclusions:** choosing the searches to target and, just as important, excluding irrelevant ones based on regular search term reviews.
- **Ads and landing pages:** writing and testing ads, and advising on (or building) pages that turn clicks into enquiries.
- **Bidding and budgets:** choosing and supervising automated bidding strategies, and moving money to what performs.
- **Reporting:** clear monthly reports tied to leads, sales and cost per result, plus a conversation about what happens next.

If an agency cannot describe its routine for each of these, it probably does not have one.

## How PPC agencies charge

Pricing models vary, and none is automatically better. What matters is that you understand what you are paying for.

### Percentage of ad spend

The most common model in the industry: the agency charges a share of the money you spend on ads, typically **10-20% of ad spend**, usually with a monthly minimum. An account spending $10,000 a month on ads might pay $1,000 to $2,000 in management.

It scales naturally with account size, but it can create an incentive to recommend higher budgets. Ask how the agency decides when to recommend spending more, and whether they have ever advised a client to spend less.

### Flat monthly fee

A fixed fee based on the scope of work, regardless of spend. For small and medium accounts, PPC management is **typically $1,000-$5,000 monthly**, depending on the number of campaigns, platforms and locations, and on how much landing page and reporting work is included. Flat fees are predictable and remove the spending incentive, but make sure the scope is written down.

### Setup fees

Many agencies charge a one-time fee to audit and rebuild an account, set up tracking and create landing pages. This is reasonable when real work is involved. Ask exactly what the setup includes.

### Performance-based pricing

Some agencies charge per lead or take a share of revenue. This sounds attractive but depends entirely on how "lead" is defined and measured. Read the definition carefully, and watch for agencies that count every call, even two-second hang-ups.

Whatever the model, your **ad spend should be paid directly by you to Google or Microsoft**, on your own card, not bundled into an agency invoice where you cannot see it.

## Questions to ask before you sign

Good agencies welcome these questions. Vague answers tell you a lot.

### "Who will own the ad account?"

You should. The account should be created under your business's own Google Ads login, with the agency given manager access. If you leave, you keep the account, its history and its data. Agencies that insist on owning the account make leaving painful on purpose.

### "How will you track results?"

Listen for specifics: conversion tracking for calls from ads and from the website, form submissions, online bookings or purchases, and ideally importing which leads became customers. An agency that reports mainly impressions and clicks is reporting activity, not results.

### "Who will manage my account day to day, and how many accounts do they handle?"

The person selling you the service is often not the person doing the work. Ask to meet your account manager, how experienced they are and roughly how many clients they manage. Someone juggling sixty accounts cannot give yours much attention.

### "What will you do in the first 30, 60 and 90 days?"

A thoughtful agency has a plan: audit and tracking first, restructuring and exclusions next, then testing and expansion. Beware of anyone promising specific results in the first month before they have seen your data.

### "How often will we talk, and what will reports show?"

Expect a monthly report and conversation at minimum, with numbers tied to your goals: leads or sales, cost per result, what changed and what is planned. Ask to see a sample report.

### "Can you show results for businesses like mine?"

Case studies and references in your industry, or at least your business model, are valuable. A PPC strategy for an emergency locksmith looks very different from one for a software company.

### "What happens to landing pages?"

Ads send people somewhere. If your website converts poorly, even perfect ads struggle. Ask whether the agency builds or improves landing pages and whether that costs extra.

### "How do you handle automated campaign types?"

Google's Performance Max and similar campaign types spread your budget across search, maps, YouTube, Gmail and partner sites, with limited visibility into where the money goes. They can work well, particularly for online stores with a good product feed, but they can also absorb budget on placements you would never choose. Ask when the agency uses them, how it protects your brand searches and excludes irrelevant placements, and how it judges whether they are adding new customers rather than claiming credit for ones you would have won anyway.

## Comparing proposals side by side

When two or three proposals arrive, they rarely look alike, which makes them hard to compare. Put them into a simple table with the same rows for each agency: total monthly cost (management fee plus any extras) at your planned budget, setup fee, contract length and notice period, who owns the accounts, what tracking they will set up, who does the day-to-day work, how often you will meet and what a report contains. Gaps in the table are questions to ask. The cheapest proposal is often missing the tracking or landing page work that decides whether the ads pay off; the most expensive is not necessarily the most thorough.

## Contract terms to read carefully

- **Length and notice:** month-to-month or a short initial term is common. Long lock-ins with steep exit fees are a warning sign.
- **Ownership:** you should own the ad accounts, tracking setup, landing pages you paid for and the data.
- **Scope:** which platforms, how many campaigns, how much testing and reporting.
- **Fee changes:** how and when fees can increase as your spend grows.
- **Minimum spend:** whether there is a required ad budget, and whether it fits your plans.

## Warning signs

- Guaranteed first-page rankings or guaranteed lead numbers before seeing your account.
- Refusing to give you access to your own ad account.
- Reports full of impressions and clicks but silent on leads and costs.
- Pushing every client into the same automated campaign type regardless of business.
- No questions about your margins, capacity or what makes a customer valuable to you.
- Long contracts with penalties for leaving.

## What good results look like

Results depend on your market, margins and website, so be wary of anyone quoting a universal number. In a well-run account you should expect to see, over the first few months: tracking you trust, wasted spend removed through exclusions, a clearer picture of which services and locations are profitable, and a cost per lead or sale that improves and then stabilizes. For some clients we have seen a **37% drop in cost per acquisition** and a **64% rise in conversion rate** after restructuring an inherited account, but the starting point matters more than the headline.

Also expect honesty when something does not work. Not every service or location will be profitable in paid search, and a good agency will tell you.

## Local knowledge matters more than you think

For businesses that serve Utah customers, an agency that knows the state has practical advantages: understanding the difference between searches in Salt Lake County and Utah County, the seasonality of outdoor and home services along the Wasatch Front, tourist patterns in Park City and southern Utah, and the local competitors bidding against you. It also makes meeting in person easy when you want to talk strategy.

## Doing it yourself versus hiring an agency

If your budget is small (a few hundred dollars a month) and you are willing to learn, managing a simple search campaign yourself can make sense. Focus on a handful of high-intent keywords, tight location targeting, careful exclusions and proper conversion tracking.

As budgets grow, and especially when you advertise several services or locations, professional management usually pays for itself through waste removed and better decisions. A useful middle path is a one-time audit and setup by an agency, followed by your own management with a periodic check-up.

## Next steps

Before you talk to any agency, write down your monthly budget range, what a new customer is worth to you, which services you most want to sell and how you currently track leads. You will get more useful proposals and be able to compare them fairly.

Resgatar Marketing manages Google Ads and Microsoft Advertising for businesses across Utah. You always own your accounts, you pay ad platforms directly, and our reports show leads, sales and costs in plain numbers. Learn about our [PPC management](/ppc), or [contact us](/contact) for a free review of your current account.`,
};
