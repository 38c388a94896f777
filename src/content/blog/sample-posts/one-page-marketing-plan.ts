import type { PostInput } from "@/server/blog/posts";

export const onePageMarketingPlan: PostInput = {
  slug: "one-page-marketing-plan",
  title: "A One-Page Marketing Plan for Small Businesses",
  excerpt:
    "Nine questions that turn scattered marketing into a plan you can follow: who you serve, what you promise, where you reach them, what you spend and how you know it works.",
  cover: "/images/blog/one-page-marketing-plan.svg",
  author: "Resgatar Team",
  readTime: "6 min read",
  category: "Small Business",
  content: `Most small businesses do not have a marketing plan. They have a collection of habits: a few social posts, an ad campaign someone set up two years ago, a website that has not changed since launch, and a burst of activity whenever work gets quiet. The results are unpredictable because the effort is.

A plan does not need to be long. In fact, the best plans for small businesses fit on one page, so that they are actually read, shared with the team and revisited. This article walks through the nine questions that make up a one-page plan. Set aside two hours, answer each one honestly, and you will have more direction than most of your competitors.

## 1. Who exactly is your ideal customer?

"Everyone" is not a customer. Describe the people who are most profitable and most pleasant to serve, in enough detail that you could recognize them:

- Who are they? Homeowners in a certain area, small business owners in a certain trade, parents of young children, retirees?
- What problem do they have when they look for you?
- What do they worry about when choosing a provider?
- Where do they look for help: search, recommendations, social media, local groups?

If you have two or three distinct customer types, describe each briefly. Every later answer should be written with these people in mind.

## 2. What do you promise them?

Write one or two sentences that say what you do, for whom, and why someone should choose you over the alternatives. This is your core message. It should be specific and believable:

- Weak: "Quality service at great prices."
- Stronger: "Same-week bathroom repairs for Salt Lake homeowners, with a fixed price before we start."

If you struggle, look at your best reviews. Customers often describe your real advantage better than you do.

## 3. What proof do you have?

Promises are cheap; proof persuades. List what backs up your message:

- Reviews and ratings, and the themes that repeat in them.
- Photos and stories of real work.
- Years in business, licenses, certifications, guarantees.
- Numbers you can share: jobs completed, response times, results achieved for clients.

Make sure this proof appears wherever customers decide: your website, your Business Profile, your quotes.

## 4. Where will you reach them?

Choose a small number of channels and do them properly. For most local businesses, the foundation is:

- **A Google Business Profile**, complete and active, because it is where local searches land.
- **A website** that explains your services and makes contact easy.
- **Reviews**, collected steadily.
- **One or two active channels** chosen for your customers: search ads, social media, e-mail to past customers, partnerships with related businesses, local events.

Write down which channels you will use this year and, just as importantly, which you will ignore for now.

## 5. How will you turn interest into customers?

Marketing creates interest; a process turns it into revenue. Describe the path from first contact to sale:

- How do people contact you, and how quickly do you respond?
- Who handles enquiries, and what do they say?
- How do you follow up with people who do not decide immediately?
- How do you ask for reviews and referrals after the job?

Many businesses find their biggest gains here. Answering enquiries within an hour instead of a day, or following up once with everyone who asked for a quote, often wins more work than a new ad campaign.

## 6. How will you keep existing customers?

Winning a new customer costs far more than keeping one. Plan how you will stay in touch:

- A short e-mail newsletter a few times a year with useful tips and news.
- Reminders for maintenance, renewals or seasonal needs.
- A loyalty or membership offer if it suits your business.
- A personal thank-you for referrals.

## 7. What will you spend?

Set a marketing budget for the year and divide it by channel and by month. A common approach for small businesses is to set aside a percentage of revenue, then adjust based on growth goals and results. More useful still is working backwards: how many new customers do you need, what does each one cost to win through each channel, and what does that add up to?

Include the cost of your time and any outside help, not just advertising. And keep a small reserve for testing something new each quarter.

## 8. How will you know it is working?

Pick a handful of numbers to check monthly:

- New enquiries, by source.
- Enquiries that became customers.
- Cost per new customer for each paid channel.
- Revenue from repeat customers.
- Reviews gained and your average rating.

Record them in a simple spreadsheet. Asking every new customer "how did you hear about us?" and writing down the answer is still one of the most reliable measurement tools a small business has.

## 9. What will you do each month?

Finally, turn the plan into a calendar. List the recurring tasks (weekly profile posts, monthly newsletter, review requests after every job, monthly results check) and the one-off projects (new service pages in March, a spring promotion, a website refresh in the autumn). Assign each to a person and a month.

A plan that is not on anyone's calendar does not happen.

## An example, filled in

Here is how the page might look for a small landscaping company:

- **Ideal customer:** homeowners in three neighboring cities with larger yards, busy with work and family, who want a tidy yard without spending weekends on it.
- **Promise:** reliable weekly lawn care and seasonal clean-ups, with the same crew every visit and a text the day before.
- **Proof:** 180 reviews at 4.9 stars, before-and-after photos, eleven years in business, licensed and insured.
- **Channels:** Business Profile and reviews, a website with a page per service, search ads in spring, a neighborhood social group, e-mail to past customers.
- **Conversion:** quotes within one business day, follow-up after three days, online booking for clean-ups.
- **Retention:** spring and autumn e-mails, an annual service plan with priority scheduling.
- **Budget:** a set monthly amount, weighted toward March to June.
- **Measurement:** enquiries by source, win rate, cost per customer from ads, plan renewals.
- **Calendar:** website service pages in January, ads live in March, clean-up promotion in September.

It fits on one page, everyone in the business can understand it, and at the end of the year there is something concrete to review.

## Mistakes that sink small-business plans

- **Planning for the business you wish you had.** If you can realistically spend three hours a week on marketing, plan for three hours, not for a daily video schedule.
- **Choosing channels because competitors use them.** Their customers, margins and capacity may be different from yours. Start from your own ideal customer.
- **Leaving out the sales process.** A plan that brings in enquiries nobody follows up on only makes the leaks more expensive.
- **No owner for each task.** "We should post more" is a wish; "Maria posts on Tuesdays and Fridays" is a plan.
- **Measuring everything or nothing.** Five numbers checked every month beat a dashboard nobody opens.
- **Abandoning the plan after one slow month.** Most channels need a season to show what they can do. Review quarterly, not weekly, unless something is clearly broken.

## Review it every quarter

Put a reminder in your calendar every three months to look at the numbers and the plan together. Keep what works, fix what is close, and drop what is not earning its place. Markets change, and so will your plan; the point is that changes become decisions rather than reactions.

## Need a hand?

If you would like help writing your plan or putting it into action, [contact us](/contact). Our [strategic consulting](/strategic-consulting) sessions are designed for exactly this: a clear plan, in plain language, that your team can follow.`,
};
