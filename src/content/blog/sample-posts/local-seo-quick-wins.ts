import type { PostInput } from "@/server/blog/posts";

export const localSeoQuickWins: PostInput = {
  slug: "local-seo-quick-wins",
  title: "Local SEO Quick Wins You Can Finish This Week",
  excerpt:
    "Eight improvements that help a local business show up in map results and nearby searches, each one small enough to finish in an afternoon.",
  cover: "/images/blog/local-seo-quick-wins.svg",
  author: "Emily Carter",
  readTime: "5 min read",
  category: "SEO",
  content: `Search engine optimization has a reputation for being slow, and much of it is. But for a local business there is a set of improvements that take an afternoon each and start helping within weeks, because they affect the map results people see when they search for a service nearby.

Here are the quick wins we check first for every local client. Work through them in order; each one builds on the last.

## 1. Claim and verify your Google Business Profile

If you have not claimed your profile, do it today. Search for your business on Google Maps, choose "Claim this business" and follow the verification steps. If a profile does not exist, create one.

Without verification you cannot control your hours, photos or description, and anyone can suggest edits to your listing. With it, you control the most visible piece of your online presence.

## 2. Choose the right primary category

Your primary category is one of the strongest signals of what searches you appear for. Choose the most specific accurate option: "Family Law Attorney" rather than "Lawyer", "Italian Restaurant" rather than "Restaurant". Then add a few secondary categories that describe other genuine services.

Look at the businesses ranking first for your main search and note their categories. If they are more specific than yours, that may be part of the reason.

## 3. Fill in every field

Complete profiles perform better, and they answer customers' questions before they have to ask. Check:

- Hours, including holiday hours.
- Phone number and website address.
- Service areas, if you travel to customers.
- Services or products, each with a short description and price where sensible.
- Attributes such as wheelchair access, parking, or online appointments.
- A business description that says plainly what you do, for whom and where.

## 4. Add real photos

Profiles with photos get more requests for directions and more website clicks. Upload at least ten to start: the outside of your premises (so people recognize it), the inside, your team, your vehicles and your work. Then add a few new photos every month. Skip stock images; customers want to see the real thing.

## 5. Make your name, address and phone consistent everywhere

Search engines compare your details across directories and websites. Search for your business name and check the first two pages of results: Yelp, Facebook, Apple Maps, Bing Places, industry directories and the local chamber of commerce. Correct any old addresses, phone numbers or business names. Where you find no listing on a major directory, create one.

This is tedious work, which is exactly why many competitors never do it.

## 6. Start a steady flow of reviews

Reviews influence both rankings and the decision to call. The fastest way to more reviews is simply to ask, consistently:

- Ask in person at the end of a good experience.
- Send a short text or e-mail the same day with a direct link to your review form (you can find the link in your Business Profile).
- Put the request into your process, so it happens every time rather than when someone remembers.

Reply to every review, positive or negative. Replies show future customers that you care, and they are read more often than you might think.

## 7. Fix your homepage title and contact page

On your website, check two things. First, the homepage title (the text in the browser tab and the blue headline in search results) should say what you do and where: "Emergency Vet in Sandy, UT | Canyon Animal Hospital" rather than just "Home". Second, your contact page should show your full business name, address or service area, phone number and hours as text (not only inside an image) and include an embedded map.

## 8. Add a page for each main service

A single "Services" page listing everything cannot rank well for any single service. Create a page for each main service with a clear heading, a description of what is included, common questions and answers, a few photos and a clear call to action. Link to these pages from your homepage and menu. Each new page gives you another chance to appear for the specific searches customers make.

## 9. Describe your business with structured data

Structured data is a small block of code that tells search engines your business name, type, address, phone number, hours and the area you serve, in a format they read without guessing. Most website platforms offer a setting or plugin for "local business schema"; a developer can add it in minutes. Use the most specific business type available, such as "Plumber" or "Dentist", and make sure the details match your Business Profile exactly. Google's Rich Results Test will tell you whether it is set up correctly.

## 10. Post on your profile every week

Business Profile posts appear on your listing and show searchers that the business is active. A post takes five minutes: a photo of this week's work, a seasonal tip, an offer, an event. Keep a short list of ideas and schedule a reminder for the same time each week. Posts with a clear button, such as "Call now" or "Book", give interested people an easy next step.

## Mistakes that undo the quick wins

- **Stuffing keywords into your business name** on the profile ("Smith Plumbing Best Plumber Salt Lake City"). It breaks Google's guidelines and can get the listing suspended. Use your real name.
- **Using a virtual office or mailbox as your address.** Profiles need a real location where you meet customers, or a hidden address with a service area.
- **Offering rewards for reviews,** or asking only happy customers through a filter. Both break platform rules.
- **Changing everything at once and then waiting.** Make the changes, note the date and measure, so you know what helped.

## Track what changes

Before you start, note where you stand: your Business Profile's calls, direction requests and website clicks over the last month (shown in the profile's performance section), and a few searches you care about, checked from your location. Check again after four and eight weeks. Local improvements often show up in profile actions before they show up anywhere else.

## What comes after the quick wins

These eight steps build the foundation. Longer-term local SEO means publishing helpful content, earning links from local organizations, keeping your profile active with posts and fresh photos, and improving your website's speed and pages over time. For the full picture, read our [complete SEO guide](/blog/seo-best-practices-guide).

If you would like us to check these for you, our [free local business audit](/local-business-audit) covers your Business Profile, website and search visibility, and tells you what to fix first.`,
};
