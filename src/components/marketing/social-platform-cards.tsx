import type { SocialPlatform } from "@/content/services/social-media-marketing";
import { PlatformLogo } from "./platforms-grid";

/** One card per social network: what it is good for and how we use it. */
export function SocialPlatformCards({ items }: { items: SocialPlatform[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {items.map((item) => (
        <li key={item.platform} className="flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink-200">
          <span className="flex size-12 items-center justify-center rounded-lg bg-ink-900 text-white">
            <PlatformLogo platform={item.platform} decorative className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-ink-900">{item.name}</h3>
          <p className="mt-2 flex-1 leading-7 text-ink-600">{item.description}</p>
          <p className="mt-4 text-sm text-ink-700">
            <span className="font-semibold text-brand-800">Best for: </span>
            {item.bestFor}
          </p>
        </li>
      ))}
    </ul>
  );
}
