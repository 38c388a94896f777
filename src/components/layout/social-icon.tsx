import { siFacebook, siInstagram, siTiktok, siX, siYoutube } from "simple-icons";
import type { SocialProfile } from "@/lib/site-settings";

const paths: Partial<Record<SocialProfile["network"], string>> = {
  Instagram: siInstagram.path,
  Facebook: siFacebook.path,
  X: siX.path,
  TikTok: siTiktok.path,
  YouTube: siYoutube.path,
};

export function SocialIcon({ network, className }: { network: SocialProfile["network"]; className?: string }) {
  const path = paths[network];
  if (!path) {
    // No brand glyph ships for this network: a plain monogram stands in.
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
        <rect width="24" height="24" rx="4" fill="currentColor" />
        <text
          x="12"
          y="17"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#0f172a"
          fontFamily="system-ui, sans-serif"
        >
          {network === "LinkedIn" ? "in" : network.slice(0, 1)}
        </text>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={path} />
    </svg>
  );
}
