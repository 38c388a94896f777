import type { PostInput } from "@/server/blog/posts";

export const googleAdsBudgetSmallBusiness: PostInput = {
  slug: "google-ads-budget-small-business",
  title: "How Much Should a Small Business Spend on Google Ads?",
  excerpt:
    "Work out a Google Ads budget from what a customer is worth, what clicks cost in your market and how many leads you need, instead of picking a number and hoping.",
  cover: "/images/blog/google-ads-budget-small-business.svg",
  author: "Marcos Silva",
  readTime: "5 min read",
  category: "PPC",
  content: `"How much should we spend on Google Ads?" is one of the first questions every business owner asks, and "it depends" is the least helpful answer. It does depend, but on things you can estimate in an afternoon. This article shows how to work out a starting budget from your own numbers, how to spend it wisely in the first months and when to increase it.

## Start with what a customer is worth

Advertising is worth paying for when a new customer brings in more profit than it cost to win them. So begin with two numbers:

- **Average profit per customer.** Not revenue: what remains after materials, labor and other direct costs. For businesses with repeat customers, consider profit over a year or two, but be conservative.
- **How many enquiries turn into customers.** If you win four of every ten quote requests, your close rate is 40%.

Multiply them and you have what a single lead is worth to you. If a job brings $600 profit and you close 40% of leads, each lead is worth about $240. That is the most you could pay for a lead and break even; a healthy target is well below it.

## Estimate what clicks cost

Next, estimate the cost per click for the searches you care about. Google's Keyword Planner (free inside a Google Ads account) gives ranges for your area. Costs vary enormously by industry and place: a click for a restaurant might cost under a dollar, while clicks for legal, medical, home repair or financial services can cost many times that.

Then estimate how many clicks become enquiries. A well-built landing page for a specific service often converts somewhere between a few percent and the low teens, depending on the industry and the offer. Use a cautious figure at first.

## Put the numbers together

Here is a worked example for a home-services business:

- Average cost per click: $8.
- Landing page conversion rate: 8%, so about one lead per 12.5 clicks.
- Cost per lead: 12.5 × $8 = $100.
- Value of a lead (from above): $240.

At $100 per lead, each lead is worth more than it costs. If the business wants 20 extra leads a month, the budget is about 20 × $100 = **$2,000 a month** in ad spend.

If your estimate shows a cost per lead above what a lead is worth, do not simply hope for the best. Improve the offer or landing page, target a narrower set of high-intent searches, or reconsider whether paid search is the right channel for now.

## Set a floor: enough to learn

Google's automated bidding needs data to work well. A budget that buys only a handful of clicks a day gives it little to learn from, and it gives you too few leads to judge anything. As a rule of thumb, aim for a budget that can produce at least a few conversions a week in each campaign. If that is not affordable across all your services, focus on one service and one area first rather than spreading thinly.

## Divide the budget by priority

If you offer several services or cover several areas, do not split the budget evenly. Rank your services by profit per job and by how much more work you can take on, then give the top one or two enough budget to produce steady leads. A common starting split is roughly 60% for the most valuable service, 25% for the second and 15% for protecting your brand name and testing. Move money between campaigns monthly based on cost per lead, not on which service feels most important.

## Do not forget the other ad networks

Google is not the only place people search. Microsoft Advertising shows ads on Bing, on Yahoo and inside Windows, usually with less competition and lower click prices; importing a proven Google campaign there takes minutes and often adds leads at a good cost. For many trades, Google's Local Services Ads (pay per lead rather than per click) belong in the same budget conversation.

## Spend the first three months wisely

- **Track conversions properly before spending seriously.** Calls from ads, calls from the website and form submissions should all be recorded. Without this, you are guessing.
- **Start with high-intent searches:** the service plus a location, or "near me", or problem searches that signal urgency.
- **Use tight location targeting** matched to where you actually work.
- **Review the search terms report weekly** at first, excluding searches that are not customers: jobs, training, DIY, free.
- **Send clicks to a specific page** for the service searched, with the phone number and form visible right away.
- **Schedule ads** for the hours you can answer the phone, if phone calls are your main conversion.

Expect the first month to be partly a learning period. Judge results over at least two or three months, and look at cost per lead and cost per customer rather than clicks.

## When to increase the budget

Increase spend when three things are true: your cost per lead is comfortably below what a lead is worth, your tracking is reliable, and your ads are limited by budget (Google reports this in the campaign status or as lost impression share due to budget). Raise budgets gradually, by 15 to 20% at a time, so automated bidding can adjust, and keep watching cost per lead as you grow. At some point each additional lead gets more expensive; that is where to stop.

## What about management costs?

If you hire an agency, add its fees to your calculation. PPC management for small and medium businesses typically costs $1,000-$5,000 monthly depending on scope, or a percentage of ad spend; our guide to [choosing a PPC agency](/blog/utah-ppc-agency-guide) explains the models. Good management should pay for itself through lower waste and better conversion, and a good agency will tell you if your budget is too small to justify its fee.

## Common budgeting mistakes

- **Picking a number without any calculation** and judging Google Ads by gut feeling.
- **Spreading a small budget across every service and city,** so nothing gets enough clicks to work.
- **Cutting budget in the first few weeks** before campaigns have settled.
- **Ignoring the landing page.** Doubling the conversion rate halves the cost per lead, which is often cheaper than buying more clicks.
- **Forgetting seasonality.** Budget more when demand is high and margins are best.

## Getting help

A budget built from your own numbers is the best starting point you can have. If you would like a second pair of eyes on your calculation or your current account, [contact us](/contact) or read about our [PPC management services](/ppc).`,
};
