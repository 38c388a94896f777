import { ResponsivePicture } from "@/components/blog/responsive-picture";
import type { LogoImage } from "@/lib/site-settings";

/** The agency mark: a lifebuoy, for a name that means "to rescue". */
export function LogoMark({ className, size }: { className?: string; size?: number }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} width={size} height={size}>
      <circle cx="16" cy="16" r="14" fill="#0f766e" />
      <circle cx="16" cy="16" r="6.5" fill="#fff" />
      <path
        d="M16 2a14 14 0 0 1 9.9 4.1l-5.3 5.3A6.5 6.5 0 0 0 16 9.5zM29.9 16a14 14 0 0 1-4 9.9l-5.3-5.3A6.5 6.5 0 0 0 22.5 16zM16 30a14 14 0 0 1-9.9-4.1l5.3-5.3A6.5 6.5 0 0 0 16 22.5zM2 16a14 14 0 0 1 4.1-9.9l5.3 5.3A6.5 6.5 0 0 0 9.5 16z"
        fill="#fbbf24"
      />
    </svg>
  );
}

const MARK_HEIGHT = 32;
const MAX_MARK_WIDTH = 128;

/** The mark the owner chose in the settings, 32 pixels tall, beside the name it does not repeat. */
function ChosenMark({ logo }: { logo: LogoImage }) {
  const { width, height } = logo.image;
  const shownWidth = Math.min(MAX_MARK_WIDTH, Math.round((MARK_HEIGHT * width) / height));
  return (
    <ResponsivePicture
      src={logo.src}
      image={logo.image}
      alt=""
      sizes={`${shownWidth}px`}
      className="h-8 w-auto max-w-32 shrink-0 object-contain"
    />
  );
}

/** The mark and the agency's name, as its settings give them: the drawn lifebuoy unless a logo was chosen. */
export function Logo({ name, logo, tone = "dark" }: { name: string; logo?: LogoImage; tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2">
      {logo ? <ChosenMark logo={logo} /> : <LogoMark className="size-8 shrink-0" />}
      <span
        className={
          tone === "dark"
            ? "text-lg font-bold tracking-tight text-ink-900"
            : "text-lg font-bold tracking-tight text-white"
        }
      >
        {name}
      </span>
    </span>
  );
}
