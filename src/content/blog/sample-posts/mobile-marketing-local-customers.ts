import type { PostInput } from "@/server/blog/posts";

export const mobileMarketingLocalCustomers: PostInput = {
  slug: "mobile-marketing-local-customers",
  title: "Mobile Marketing: Winning the Customer Who Is Searching on a Phone",
  excerpt:
    "Most local searches happen on a phone, often with the intention to act within hours. How to make your website, listings, ads and messages work for that customer.",
  cover: "/images/blog/mobile-marketing-local-customers.svg",
  author: "Jordan Reyes",
  readTime: "5 min read",
  category: "Mobile Marketing",
  content: `Picture your next customer. There is a good chance they are standing in a kitchen with a leaking tap, sitting in a parked car after a fender bender, or on the sofa deciding where to eat tonight. They are holding a phone, they are in a hurry, and they will choose from whatever looks trustworthy on a small screen within the next few minutes.

Mobile marketing is not a separate channel with its own gadgets. It is the discipline of making every part of your marketing work for that person. Here is where to focus.

## Make the website work with one thumb

Open your website on your own phone, on mobile data rather than office Wi-Fi, and try to do what a customer would: find a service, check the price range, call you, send a request. Notice everything that gets in the way.

The most common problems and their fixes:

- **Slow loading.** Compress images, remove unused scripts and consider better hosting. Every second of waiting loses visitors.
- **Tiny text and buttons.** Body text should be readable without zooming, and buttons large enough to tap accurately.
- **Hidden phone number.** Put it at the top of every page as a tap-to-call link.
- **Long forms.** Ask only what you need to respond: name, phone or e-mail, and a short message. Use the right field types so phones show the number pad for phone numbers and the @ key for e-mail.
- **Pop-ups that cover the page.** They are hard to close on a phone and frustrate people who came for information.

## Make booking and paying effortless

If customers can book, order or pay online, test that journey on a phone from start to finish. Every extra screen, required account and field loses people. Offer guest checkout, let browsers fill in addresses and card details automatically, and support the wallet payments people already use on their phones. For appointment-based businesses, an online calendar that shows real available times turns a late-night visitor into a booked customer before they have a chance to look elsewhere. Send a confirmation straight away, by text or e-mail, with the date, time, address and a way to reschedule.

## Remember the people who use their phones differently

Some of your customers enlarge text, use a screen reader, navigate by voice or hold the phone in one hand while carrying a toddler in the other. Pages that respect the phone's text-size setting, buttons with clear labels, good contrast in bright sunlight and forms that explain errors in words rather than colors help all of them, and they make the site easier for everyone else too.

## Be the obvious choice in map results

Phone searches for local services often end in the map results without ever reaching a website. Your Google Business Profile and Apple Maps listing are your mobile storefront:

- Accurate hours, phone number and address or service area.
- Photos that show what you do and what your premises look like.
- A steady flow of recent reviews, with your replies.
- The booking, ordering or messaging features your platform offers, switched on and monitored.

Apple Business Connect lets you manage how you appear in Apple Maps, which iPhone users see by default. Many businesses never claim it.

## Use click-to-call and click-to-message deliberately

For many local businesses, the phone call is the most valuable conversion. Search ads can show a call button, and call-only ads can run during the hours you answer. Messaging features on your Business Profile, Facebook and Instagram let people ask quick questions without calling.

Both only work if someone responds. Set your hours honestly, answer messages quickly, and use saved replies for common questions. A customer who waits an hour for a reply has often already booked someone else.

Missed calls deserve a plan of their own. Many phone systems can send an automatic text to anyone whose call goes unanswered, saying you will ring back shortly and offering a booking link in the meantime. Combined with a quick call back, that single step rescues a surprising number of customers who would otherwise simply try the next business on the list.

## Text messages, with permission

Text messages are read far more reliably than e-mail, which makes them powerful for appointment reminders, order updates, "on our way" notices and the occasional well-judged offer. They are also personal, so treat them with care:

- Get clear consent before sending marketing texts, and follow the rules for commercial messages.
- Send fewer, more useful messages: reminders and service updates first, promotions rarely.
- Identify your business in every message and make opting out easy.

## Design ads and posts for a small screen

Most social media is viewed on phones, in vertical format, often with the sound off. Create for that:

- Vertical video and images that fill the screen.
- Captions on every video.
- The key message in the first two seconds or the first line.
- Landing pages that load quickly and match the ad's promise.

## Connect the street to the phone

Your physical presence can send people to your phone-friendly pages. A QR code on your shop window, vehicle, printed quotes, receipts or packaging can open a review form, a booking page or a menu in one scan. Make each code lead somewhere specific and useful (not just your homepage), test it before printing, and print a short web address beside it for people who prefer to type.

## Measure the mobile journey

Check your analytics for the share of visits from phones and compare their conversion rate with desktop visits. If phones bring most of the traffic but few of the enquiries, the mobile experience is costing you business. Track calls from your website and ads as conversions, not just forms, because phone users call.

## Quick checklist

- Website loads in a few seconds on mobile data.
- Phone number tappable at the top of every page.
- Short forms with the right keyboard types.
- Business Profile and Apple Maps listing complete and active.
- Messages answered quickly during business hours.
- Ads and posts designed vertically with captions.
- Calls tracked as conversions.

## Next steps

Small fixes to the mobile experience often produce some of the quickest gains in marketing, because they improve results from traffic you already have. If you would like a professional review of how your business looks on a phone, request a [free local business audit](/local-business-audit), or see how we build fast, mobile-first sites on our [website development](/website-development) page.`,
};
