/** The advertising, social, e-mail and AI platforms we work in every day. */

export type Platform =
  | "Google"
  | "Google Ads"
  | "Google Analytics"
  | "Google Search Console"
  | "Meta"
  | "Facebook"
  | "Instagram"
  | "LinkedIn"
  | "X"
  | "Pinterest"
  | "YouTube"
  | "TikTok"
  | "Mailchimp"
  | "HubSpot"
  | "Klaviyo"
  | "OpenAI"
  | "Anthropic"
  | "Google Gemini";

export interface PlatformGroup {
  label: string;
  platforms: Platform[];
}

export const platformsSection = {
  eyebrow: "Platforms",
  heading: "Certified on the platforms your customers use",
  intro:
    "Search, social, video, e-mail and AI: we run campaigns and build automations inside the tools that matter, and we hand you the keys to every account.",
  groups: [
    { label: "Search engines", platforms: ["Google", "Google Ads", "Google Analytics", "Google Search Console"] },
    { label: "Social networks", platforms: ["Meta", "Facebook", "Instagram", "LinkedIn", "X", "Pinterest"] },
    { label: "Video", platforms: ["YouTube", "TikTok"] },
    { label: "E-mail platforms", platforms: ["Mailchimp", "HubSpot", "Klaviyo"] },
    { label: "AI tools", platforms: ["OpenAI", "Anthropic", "Google Gemini"] },
  ] satisfies PlatformGroup[],
};
