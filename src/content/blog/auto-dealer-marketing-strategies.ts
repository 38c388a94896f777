import type { Post } from "@/lib/blog/types";

export const autoDealerMarketingStrategies: Post = {
  id: 4,
  slug: "auto-dealer-marketing-strategies",
  title: "Auto Dealer Marketing Strategies That Sell More Cars",
  excerpt:
    "Inventory ads, local search, video walkarounds, fast lead follow-up and service-lane marketing: a practical playbook for independent and franchise dealerships.",
  cover: "/images/blog/auto-dealer-marketing-strategies.svg",
  date: "June 15, 2025",
  author: "Marcos Silva",
  readTime: "8 min read",
  category: "Automotive Marketing",
  content: `Car buyers do most of their shopping before they ever set foot on a lot. They compare models, read reviews, check prices across several dealers and often know exactly which vehicle they want by stock number. By the time they visit, many have visited only one or two dealerships in person.

That changes the job of dealership marketing. It is less about shouting the loudest and more about being present, accurate and responsive at each step of an online shopping journey that can last weeks. Here are the strategies we see working for dealerships in Utah and beyond, from single-rooftop independents to franchise stores.

## Start with your inventory data

For a dealership, the inventory feed is the foundation of almost everything: your website, your listings on marketplaces, your vehicle ads on Google and Facebook, and the search results people see. If the feed is wrong, every channel is wrong.

Check these basics weekly:

- **Accurate prices and availability.** Few things frustrate a shopper more than driving across town for a vehicle that sold three days ago. Remove sold units quickly.
- **Real photos.** Shoppers want twenty or more photos of the actual vehicle, including the interior, the odometer and any flaws, not stock images.
- **Complete descriptions.** Trim, packages, features, history report availability and what makes this particular car worth seeing.
- **Consistent details across channels.** The same price and the same information on your website and every listing site.

Clean data makes your advertising cheaper too, because automated ad systems match shoppers to vehicles far better when the details are complete.

## Own the local search results

When someone searches "used trucks Salt Lake City" or "Toyota dealer near me", the map results and your Google Business Profile do much of the selling.

- **Complete your Business Profile** with accurate sales and service hours (set up separate departments if they have different hours or phone numbers), categories, photos of the lot, showroom and team, and regular posts.
- **Collect reviews continuously.** Ask every buyer and every service customer. Reply to all of them; shoppers read the replies to judge how you treat people when things go wrong.
- **Build useful pages on your website** for the models, body styles and price ranges people search for, and for the cities you serve, each with real content rather than copied text.

Our [SEO guide](/blog/seo-best-practices-guide) covers local search in more depth; the principles apply directly to dealerships.

## Use vehicle ads that show the actual car

Google's vehicle ads and Meta's automotive inventory ads display a specific vehicle with its photo, price and mileage directly in search results and social feeds. They connect a shopper's search to a car you actually have.

To make them work:

- Connect a clean inventory feed (see above) and keep it updated at least daily.
- Send clicks to the vehicle detail page, not your homepage.
- Exclude vehicles you do not want to advertise, such as units in reconditioning.
- Track leads and calls from each vehicle, so you know which segments attract buyers.

Combine them with traditional search campaigns for your brand name, the makes you sell and high-intent searches like "financing for first-time buyers" or "trade in my truck".

## Get the most from third-party marketplaces

Most shoppers browse at least one car marketplace, and in Utah that includes KSL Cars alongside the national sites. These listings bring volume, but they also put your vehicle side by side with every competitor's, sorted by price. A few habits make the spend worthwhile:

- **Know your cost per sale on each site.** Marketplace packages are often renewed out of habit. Compare what each one costs against the sales you can trace to it, and move budget to the ones that deliver.
- **Stand out on more than price.** Complete photos, a video, a clear history report and a well-written description earn clicks even when you are not the cheapest.
- **Watch your price rating.** Many sites label listings as a good or fair deal. Understand how your pricing lands, and explain in the description when a vehicle is priced higher for a reason, such as low miles or desirable options.
- **Answer marketplace leads like any other lead.** They often arrive by e-mail or through a portal that nobody checks on weekends. Route them into the same follow-up process as your website leads.

## Make your website work on a phone

Most vehicle searches, and a large share of leads, come from phones. Test your own site on a phone the way a shopper would: search your inventory, filter by price, open a vehicle, look through the photos and send an enquiry. Notice every slow page, every tiny button and every form field that fights you. Vehicle detail pages with dozens of large photos are often the slowest pages on a dealer site; compressing images and loading them as the shopper scrolls makes a real difference. A fast, simple site turns more of the traffic you already pay for into appointments.

## Make video part of every listing

Video walkarounds answer questions photos cannot: how the engine sounds, how much room the third row really has, what the paint looks like in daylight. A simple two-minute walkaround filmed on a phone by a salesperson often outperforms an expensive production.

Good uses of video for dealerships include:

- A walkaround for every used vehicle, added to the listing.
- Personal video replies to internet leads: "Hi Sarah, here is the Highlander you asked about."
- Short social clips of new arrivals, delivery moments (with the buyer's permission) and quick feature explanations.
- Service department explainers, such as why tire rotations matter or what a multi-point inspection includes.

## Answer leads in minutes, not hours

The best marketing in the world is wasted if a lead waits until tomorrow for a reply. Internet shoppers often send enquiries to several dealers at once, and the first helpful response has a strong advantage.

Set clear standards and measure them:

- Respond to every online lead within minutes during business hours, and first thing in the morning for overnight leads.
- Answer the actual question first (is it available, what is the out-the-door price, can I see it Saturday), then invite the next step.
- Follow up several times over the following days across phone, e-mail and text, with permission, without becoming a nuisance.
- Track response times and appointment rates by salesperson.

Many dealers discover their biggest marketing gain is not a new channel at all but faster, more helpful follow-up on the leads they already get.

## Be transparent about price and process

Shoppers increasingly expect to see a clear price online, understand fees before they arrive and do part of the paperwork from home. Dealers who make this easy earn trust:

- Show prices clearly and explain any dealer fees on the website.
- Offer online credit applications and trade-in estimates.
- Let buyers reserve a vehicle or schedule a test drive online.
- Describe what happens at the dealership: how long it takes, what to bring, who they will meet.

Transparency will not suit every pricing strategy, but vague or bait-and-switch pricing generates reviews that cost far more than the margin it protects.

## Market the service lane, not just the showroom

Your service department sees customers far more often than the sales floor does, and a good service experience is what brings a buyer back for their next car. Yet many dealerships market sales heavily and service barely at all.

Ideas that work:

- Service reminders by e-mail and text based on mileage and time.
- Online booking with clear available times.
- Seasonal campaigns: winter tires, air conditioning checks before summer, road-trip inspections.
- Search campaigns for "oil change near me", "brake repair" and the makes you service.
- Equity alerts: letting service customers know when their current vehicle is worth more than they owe, with a genuine offer.

## Build an e-mail and text program that respects customers

Your customer database is one of your most valuable assets. Used well, it brings buyers back for service, trade-ins and referrals. Used badly, it gets ignored or unsubscribed.

Segment your list (recent buyers, service customers, lapsed customers, leads who did not buy), send messages that are relevant to each group, and keep the frequency reasonable. Make sure you have permission for texts and follow the rules for commercial messages. Our [e-mail marketing](/email-marketing) team can help set up automated programs that run in the background.

## Be part of the community

Dealerships are local institutions, and the ones people recommend are usually visible beyond their ads. Sponsoring a high-school team, hosting a car seat safety check, supporting a charity drive or showing up at a county fair builds goodwill that no campaign can buy, and it gives you genuine stories for social media and local news. Choose a few causes your staff care about and commit to them year after year rather than scattering small donations everywhere.

## Measure cost per sale, not cost per click

Dealership advertising generates a lot of numbers. The ones that matter most:

- **Cost per lead** by channel, including calls, forms, chats and walk-ins where you can attribute them.
- **Lead-to-appointment and appointment-to-sale rates,** which tell you whether the problem is marketing or follow-up.
- **Cost per vehicle sold** by channel and by segment (new, used, certified).
- **Service revenue from marketing campaigns.**

Connect your CRM to your ad accounts where possible, so the ad platforms learn which leads actually bought. Review results monthly with your sales and service managers, not just your marketing provider.

## A 90-day plan for a dealership

If you want a practical starting order:

- **First month:** audit and clean the inventory feed, complete your Business Profile for each department, and set response-time standards for leads.
- **Second month:** launch or fix vehicle ads and brand search campaigns, and start video walkarounds for used inventory.
- **Third month:** launch service campaigns and reminders, set up segmented e-mail, and build the monthly report around cost per sale.

Each step strengthens the next: clean data makes ads cheaper, better ads bring more leads, faster follow-up turns more leads into sales, and good service brings those customers back.

## How we help dealerships

Resgatar Marketing has worked with dealerships and powersports stores across Utah on search, vehicle ads, video, social media and e-mail. See our [dealership marketing services](/dealershipmarketing), or [contact us](/contact) for a review of your current campaigns. We will show you where your marketing spend is going and where we would put it instead.`,
};
