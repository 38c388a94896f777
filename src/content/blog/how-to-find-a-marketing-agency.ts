import type { Post } from "@/lib/blog/types";

export const howToFindAMarketingAgency: Post = {
  id: 9,
  slug: "how-to-find-a-marketing-agency",
  title: "How to Find a Marketing Agency That Fits Your Business",
  excerpt:
    "Know what you need, find candidates, read proposals, compare pricing models and spot warning signs: a practical process for hiring a marketing agency you will still be happy with a year later.",
  cover: "/images/blog/how-to-find-a-marketing-agency.svg",
  date: "August 20, 2025",
  author: "Marcos Silva",
  readTime: "8 min read",
  category: "Marketing Strategy",
  content: `Hiring a marketing agency is a bit like hiring a contractor for your house. Most are competent and honest, a few are excellent, and a few will cost you a year and a lot of money before you realize the work was never going to deliver. The difference is rarely visible in a sales meeting, where everyone is confident and every case study is impressive.

The good news is that a careful process finds the right partner far more reliably than instinct. This guide sets out the process we would follow if we were on the other side of the table: working out what you need, finding candidates, asking the questions that reveal how an agency really works, comparing proposals fairly and setting the relationship up to succeed.

## Step 1: Be clear about why you want an agency

Agencies are hired for different reasons, and each calls for a different kind of partner:

- **Skills you do not have:** search advertising, SEO, video production, web development.
- **Capacity you do not have:** you know what to do, but nobody has the time.
- **Strategy and direction:** you are spending money on marketing without a clear plan or clear results.
- **A specific project:** a new website, a rebrand, a product launch.
- **Scale:** you are growing quickly and need a team that can grow with you.

Write down the main reason. An agency that is superb at running ads may be the wrong choice if what you really need is someone to tell you which channels to invest in at all.

## Step 2: Define what success looks like

Before talking to anyone, decide how you will judge the results a year from now. Useful goals are specific and tied to the business:

- "Thirty qualified quote requests a month from our three core services."
- "Online sales up 25% at the same or better return on ad spend."
- "Cost per booked appointment under a set amount."
- "A new website live by spring that loads in under three seconds on a phone."

Also gather what you know today: current leads or sales by source, current marketing spend, what has worked and what has not. Agencies give better proposals when they can see the starting point, and you will be able to measure improvement honestly.

## Step 3: Set a realistic budget

Marketing budgets have two parts: the agency's fees and the money spent on media, such as ads, sponsorships or printing. Keep them separate in your thinking.

For the media, start with what a new customer is worth to you and how many you want. If a new customer is worth $2,000 in profit over time and you want ten more a month, spending a few thousand dollars to win them can be very reasonable. If a customer is worth $50, the maths is different.

For the fees, expect them to reflect the work. A local business wanting help with one channel might pay a modest monthly retainer; a company wanting strategy, content, ads, SEO and reporting across several channels will pay considerably more. Beware of budgets so thin that the agency cannot do meaningful work; an agency that accepts a retainer too small for the job will quietly do less.

## Step 4: Decide what kind of agency you need

Agencies come in several shapes:

- **Full-service agencies** cover strategy, creative, media, web and analytics. Good when you want one partner responsible for the whole picture.
- **Specialists** focus on one discipline, such as PPC, SEO, social media or web development. Often deeper expertise, but you coordinate between them.
- **Industry specialists** focus on one sector, such as dealerships, healthcare or home services. They know the customers and the regulations, but may also work for your competitors.
- **Freelancers and small studios** can be excellent value for defined projects, with the trade-off of limited capacity.

There is no universally right answer. A growing local business often starts with a full-service or local agency that can cover the basics well, then adds specialists for channels that become large.

## Step 5: Build a shortlist

Good sources for candidates:

- **Referrals** from business owners you respect, ideally in a similar industry or size.
- **Agencies behind marketing you admire,** whether ads you noticed, a competitor's website or a local brand that is everywhere.
- **Platform partner directories** from Google, Meta, Microsoft and e-mail platforms, which list agencies that meet certain standards.
- **Local business groups** and chambers of commerce.
- **Search,** which also tells you whether an agency can market itself.

Aim for a shortlist of three to five. Check each one's website, case studies, reviews and how long they have been in business. Look at who actually works there: real names and faces suggest a real team.

## Step 6: Ask the questions that matter

First meetings are sales meetings. These questions cut through the presentation.

### About their experience

- "Which clients are most similar to us, and what did you do for them?"
- "Can we speak to two current clients?"
- "What is a campaign that did not work, and what did you learn?"

An agency that cannot name a failure either has little experience or is not being candid.

### About the people

- "Who exactly will work on our account, and how much of their time will we get?"
- "How many clients does each account manager handle?"
- "Do you outsource any work, and to whom?"

### About the work

- "What would you do in the first ninety days?"
- "How will you measure success, and what will the monthly report show?"
- "How do you decide when to change strategy?"

### About ownership and access

- "Who will own the ad accounts, analytics, website, content and creative?"
- "Will we have full access to everything at all times?"
- "What happens to our accounts and data if we part ways?"

The right answers are simple: you own your accounts and assets, you have access throughout, and leaving is straightforward.

## Step 7: Understand how agencies charge

Common pricing models:

- **Monthly retainer:** a fixed fee for an agreed scope of ongoing work. Predictable, as long as the scope is written down.
- **Percentage of ad spend:** common for paid advertising, typically **10-20% of ad spend** with a monthly minimum. It scales with the account, but ask how the agency decides when to recommend spending more.
- **Project fees:** fixed prices for defined work, such as a website or a brand identity.
- **Hourly rates:** common for consulting and small ad hoc jobs.
- **Performance-based fees:** payment per lead or share of revenue. Attractive in principle; read how a "lead" is defined and measured.

Whatever the model, insist that advertising spend is paid directly from your own accounts to the platforms, so you always see exactly what was spent. Our guide to [choosing a PPC agency in Utah](/blog/utah-ppc-agency-guide) goes deeper into paid advertising fees and contracts.

## Step 8: Compare proposals on substance

Proposals vary wildly in length and polish. Read them for substance:

- **Does it show they listened?** Your goals, your customers and your constraints should appear in it, not generic boilerplate.
- **Is there a diagnosis?** Good proposals identify specific problems and opportunities in your current marketing.
- **Is the plan concrete?** Which channels, what activities, in what order, with what milestones.
- **Are expectations realistic?** Be wary of guaranteed rankings, guaranteed lead numbers or dramatic results in the first month.
- **Is the scope clear?** What is included, what costs extra, how many revisions, how often you meet.
- **Is measurement defined?** Which numbers, from which tools, reported how often.

Put the proposals side by side in a simple table covering cost, scope, team, timeline, measurement, ownership and contract terms. Missing entries are questions to ask before deciding.

## Step 9: Check the contract

Before signing, read for:

- **Term and notice:** month-to-month or a short initial commitment is common. Long lock-ins with exit penalties are a warning sign.
- **Ownership and access:** spelled out for accounts, data, website files, content and creative.
- **Scope and deliverables:** specific enough that both sides know what was promised.
- **Fee changes:** when and how fees can increase.
- **Confidentiality and data protection:** particularly if customer data is involved.
- **Termination handover:** what the agency will hand back and how quickly.

## Warning signs worth taking seriously

- Promises of guaranteed first-page rankings or fixed lead numbers.
- Reluctance to give you ownership of, or access to, your own accounts.
- Reports full of impressions and clicks but silent on leads, sales and costs.
- A proposal that could have been written for any business.
- Pressure to sign quickly with a "this month only" discount.
- No questions about your margins, sales process or what a customer is worth.
- Communication that is slow or vague before you have even signed.

## Step 10: Start well

The first ninety days set the tone of the relationship. Help them go well:

- **Share access and information quickly:** accounts, past data, brand materials, customer insights.
- **Nominate one decision-maker** on your side, so the agency is not waiting for five opinions.
- **Agree the reporting rhythm:** typically a monthly report and meeting, with a quick check-in in between during the first months.
- **Connect marketing to sales.** Tell the agency which leads became customers. Nothing improves results faster than feedback on lead quality.
- **Give changes time to work.** Ads can be judged within weeks; SEO and content take months.

## Step 11: Review honestly

At three months, six months and a year, review against the goals you set in step two. Ask whether the numbers are moving, whether you understand what the agency is doing and why, whether they bring ideas rather than just executing, and whether communication is good. A good agency will welcome the conversation and propose changes when something is not working. If the answers are consistently unsatisfying, use your notice period and move on; that is what clear ownership and access are for.

## Local or remote?

Remote agencies can do excellent work, and the best partner for a niche need may be anywhere. A local agency offers practical advantages for businesses that serve a regional market: knowledge of the area, its competitors and its seasons, the ability to visit your premises and film your team, and meetings in person when a difficult decision needs a real conversation.

## Signs you have found a good fit

- They asked more questions than they answered in the first meeting.
- They told you something you did not want to hear, with reasons.
- Their plan starts with measurement and fundamentals, not with the most expensive channel.
- You met the people who will do the work, and you would trust them in front of your customers.
- Their existing clients speak well of them without prompting.

## How we work

Resgatar Marketing has worked with small and medium businesses in Salt Lake City and across Utah since 2012. Clients own their accounts, pay ad platforms directly, and receive plain-language monthly reports tied to leads and sales. We are happy to be one of the agencies on your shortlist, and just as happy to answer your questions if you are still working out what you need. Start with a [free local business audit](/local-business-audit), read about our [strategic consulting](/strategic-consulting), or [contact us](/contact).`,
};
