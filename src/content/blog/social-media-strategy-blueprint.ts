import type { Post } from "@/lib/blog/types";

export const socialMediaStrategyBlueprint: Post = {
  id: 3,
  slug: "social-media-strategy-blueprint",
  title: "The Social Media Strategy Blueprint for Small Businesses",
  excerpt:
    "Pick the right platforms, plan a month of posts in one afternoon, make short videos without a studio, and measure whether social media brings in customers.",
  cover: "/images/blog/social-media-strategy-blueprint.svg",
  date: "January 5, 2025",
  author: "Marcos Silva",
  readTime: "10 min read",
  category: "Social Media",
  content: `Most small businesses do not fail at social media because they lack ideas. They fail because they post in bursts, on too many platforms, without knowing what a post is supposed to achieve. Three enthusiastic weeks are followed by two silent months, and the conclusion is that "social doesn't work for us".

A strategy fixes that. Not a fifty-page document, but a few clear decisions you can write on one page and follow for a year. This blueprint is the process we use with local clients, from a bakery with one owner to a dealership group with a marketing coordinator.

## Step 1: Decide what social media is for, in your business

Social media can do several jobs, and each needs a different approach. Choose one main job and at most one secondary job:

- **Be found and remembered:** people in your area see your name often enough that you come to mind when they need you. This suits businesses people buy from occasionally, such as roofers, dentists and movers.
- **Bring back existing customers:** regulars see new products, events and offers. This suits restaurants, salons, gyms and shops.
- **Generate leads directly:** posts and ads drive enquiries, bookings or quote requests.
- **Build trust before the sale:** prospects check your profiles to see whether you are real, active and competent. This suits almost everyone, and it is the minimum.
- **Recruit:** show what it is like to work for you. For many trades, finding good staff is as hard as finding customers.

Write your choice down. It decides which platforms you use, what you post and what you measure.

## Step 2: Know who you are talking to

You probably already know your customers well; the task is to write it down so that everyone who posts for you knows too. For each main customer type, note:

- Who they are: age range, life stage, where they live, what they do.
- What they worry about before buying: price, reliability, mess, timing, being taken advantage of.
- What they enjoy seeing: before-and-after results, behind-the-scenes, local news, humor, practical tips.
- Where they spend time online, which you can confirm by simply asking customers.

A homeowner choosing a landscaper and a twenty-two-year-old choosing a tattoo artist want very different things from a feed. The clearer the picture, the easier every post becomes.

## Step 3: Choose fewer platforms and do them well

Being everywhere badly is worse than being in two places well. Here is how the main platforms tend to fit local businesses:

- **Facebook:** still the broadest reach among adults over thirty, strong for local community groups, events, reviews and recommendations. Useful for almost every local business.
- **Instagram:** visual products and services, such as food, fitness, beauty, home improvement and retail. Reels (short video) get the widest reach.
- **TikTok:** short, informal video with enormous reach if the content is genuinely interesting. Works well for businesses that can teach, entertain or show satisfying work.
- **LinkedIn:** business-to-business services, professional firms and recruiting. The personal profiles of owners and staff often outperform the company page.
- **YouTube:** longer how-to and explanation videos that people search for, plus Shorts. Videos keep bringing viewers for years.
- **Nextdoor and local groups:** neighborhood recommendations for home services, with a community feel.

For most small businesses, a sensible start is Facebook plus one visual platform (Instagram or TikTok), and LinkedIn if you sell to other businesses. Claim your name on the others so nobody else takes it, then leave them until you have capacity.

## Step 4: Build content pillars

Content pillars are the three to five themes you post about repeatedly. They prevent the blank-page problem and keep your feed balanced. A plumbing company might use:

- **Tips:** how to prevent frozen pipes, what not to put down the disposal, when a drip is urgent.
- **Proof:** before-and-after photos, short job videos, customer reviews.
- **People:** meet the technician, anniversaries, the team at a community event.
- **Offers and reminders:** seasonal maintenance, financing, service area updates.

A useful rule of thumb is that most posts should help, entertain or inform, and a minority should sell directly. People follow businesses that make their feed better, and they tolerate offers from businesses they like.

## Step 5: Plan a month in one afternoon

Consistency beats intensity. Instead of deciding what to post every morning, plan a month at a time:

- **Pick a realistic rhythm.** Three posts a week on your main platform is plenty for most small businesses. One good post a week is better than seven weak ones.
- **Assign pillars to days.** For example, Monday tips, Wednesday proof, Friday people.
- **List the month's events.** Holidays, local events, seasonal needs, promotions and anything happening in your business.
- **Fill the calendar.** Write a one-line idea for each slot, then batch the work: take the photos in one session, film several short videos in another, write captions together.
- **Schedule.** Meta Business Suite schedules Facebook and Instagram for free; other tools cover several platforms.

Keep a running list of ideas on your phone. Every customer question, every unusual job and every funny moment at work is a potential post.

## Step 6: Make short video without a studio

Short vertical video gets the most reach on nearly every platform right now. The good news: authenticity outperforms production value for local businesses. What you need:

- A recent phone, held vertically, with the lens wiped clean.
- Good light: face a window or work outdoors in shade.
- Clear sound: film in a quiet spot or use an inexpensive clip-on microphone.
- Captions: most people watch without sound, and captions also help accessibility. Apps add them automatically; check them for errors.

Structure each video simply: a hook in the first two seconds ("This is why your furnace keeps shutting off"), the useful part, and a short close ("Follow for more home tips" or "Call us if you need help"). Keep most videos between fifteen and sixty seconds.

Formats that work well for local businesses include the quick tip, the before-and-after, the "day in the life", answering a customer question, and showing a satisfying process from start to finish.

### Get more from every piece of content

Creating is the expensive part, so make each piece work several times. One short video about a common repair can become a Reel, a TikTok and a YouTube Short; its best frame can be a photo post; its script can become a tip in your e-mail newsletter and a question answered on your Google Business Profile; and if customers keep asking about it, it can grow into a full article on your website. Adjust the first line and the format for each platform rather than pasting the same thing everywhere, but do not start from scratch each time. A small library of strong pieces, reused thoughtfully over the year, beats a constant scramble for something new.

## Step 7: Write captions people read

A caption should make one point. Start with the most interesting line, because only the first line or two show before "more". Write the way you talk to customers. End with a clear, single next step when appropriate: comment, save, book, call.

Hashtags matter less than they used to. A few specific ones (your city, your niche) are enough. Location tags help local discovery on Instagram and TikTok.

## Step 8: Treat social media as a conversation

The algorithms favor posts that start conversations, and customers judge you by how you respond. Set aside ten minutes a day to:

- Reply to comments and messages, ideally within a few hours during business hours.
- Answer questions publicly when the answer helps others, privately when it involves personal details.
- Respond to complaints calmly, acknowledge the problem, and move the details to a private message or phone call.
- Engage with local businesses, community pages and customers who tag you.

Set up saved replies for common questions (hours, service area, booking) so anyone on your team can answer consistently.

### When a comment turns angry

Sooner or later someone will complain in public. How you respond is seen by everyone who visits your page, so treat it as a chance to show how you handle problems. A reply that works in most situations:

- Thank them for raising it and acknowledge the specific issue, without arguing about details in public.
- Say what you will do next and who will contact them.
- Move the conversation to a private message or phone call.
- Follow up publicly once it is resolved, if the customer is happy for you to.

Do not delete honest criticism; people notice, and it looks worse than the complaint. Hide or report only spam, abuse and personal information.

### Use what your customers create

Photos and videos from happy customers are the most persuasive content you can post, because they come from someone with nothing to sell. Make it easy to share: a sign at the counter with your handle, a follow-up message after a job inviting a photo, a simple monthly feature of a customer project. Always ask permission before reposting, credit the person, and keep a record of who agreed.

## Step 9: Use paid social deliberately

Organic reach is limited, so a modest ad budget helps the right people see your best content. Paid social works best when you:

- **Boost what already works.** If a post performed well organically, put money behind it to reach more locals.
- **Target by place first.** For a local business, a tight radius around your service area matters more than detailed interests.
- **Retarget warm audiences.** Show offers to people who visited your website or engaged with your profile.
- **Send people somewhere useful.** A specific landing page or a booking form, not just your homepage.
- **Track results.** Install the platform's pixel or conversions integration and record leads properly.

Start with a small daily budget, let each campaign run at least a week or two before judging it, and compare the cost per lead with your other channels. Our [social media marketing](/social-media-marketing) team manages campaigns like this for Utah businesses.

## Step 10: Write simple guidelines for whoever posts

If more than one person posts for your business, or if you might hand the work to an employee or agency later, write a short guide so the feed stays consistent. One page is enough:

- **Voice:** three words that describe how you sound, for example "friendly, practical, local".
- **Visuals:** your logo files, colors and any filters or templates you use.
- **Topics to avoid:** politics, competitors by name, customer details, prices that change often.
- **Approval:** which posts need a second look before publishing, such as offers, anything involving a customer, or anything about safety.
- **Access:** who holds the passwords, with two-step verification switched on and the business, not an individual, owning the accounts.

That last point matters more than it seems. We regularly meet businesses locked out of their own page because a former employee or a previous agency set it up under a personal account.

## Step 11: Measure what matters

Likes feel good but rarely pay bills. Track a short list of numbers monthly:

- **Reach among local people,** a measure of awareness.
- **Engagement rate:** comments, shares and saves relative to reach, a measure of whether content resonates.
- **Profile actions:** website clicks, calls, direction requests and messages.
- **Leads and sales from social,** tracked through links with campaign tags, promo codes, booking sources or simply asking "how did you hear about us?".

Look for patterns. Which pillar gets the most saves? Which video length holds attention? Which posts lead to messages? Do more of what works and quietly drop what does not.

## A sample week for a local business

Here is what a realistic week might look like for a small home-services company posting on Facebook and Instagram:

- **Monday:** a thirty-second video tip, "Three signs your water heater is about to fail", with captions.
- **Wednesday:** a before-and-after photo carousel of a bathroom repair, with a short story of the problem and a review quote from the customer.
- **Friday:** a photo of the team at a local charity run, thanking the organizers.
- **Daily:** ten minutes answering comments and messages.
- **Ongoing:** a small ad boosting the Monday video to homeowners within fifteen miles.

That is perhaps two to three hours of work a week once the routine is set. It is enough to keep you visible, build trust and bring in enquiries.

## Common mistakes to avoid

- **Posting only promotions.** Feeds full of offers get ignored.
- **Starting five platforms at once.** Start small and add a platform only when the first runs smoothly.
- **Disappearing for months.** An inactive profile looks like a closed business. Schedule ahead for busy seasons.
- **Ignoring comments.** Unanswered questions cost sales and suggest poor service.
- **Buying followers.** Fake followers do not buy anything and damage your reach.
- **Judging too soon.** Give any change a month or two before deciding it does not work.

## Bringing it together

Write your one-page strategy: the job social media does for you, who you are talking to, your platforms, your content pillars, your posting rhythm and the numbers you will check. Then plan next month's calendar and batch the first week of content.

If you would rather have experienced help, [contact us](/contact). Resgatar Marketing plans, produces and manages social media for local businesses across Utah, and we are happy to review your current profiles and suggest the first improvements, whether or not you hire us.`,
};
