"use client";

import type { ComponentProps } from "react";
import { type AnalyticsEvent, trackEvent } from "@/lib/analytics";

/** A plain link that also reports its click to analytics (when analytics is configured). */
export function TrackedLink({ event, href, ...props }: ComponentProps<"a"> & { event: AnalyticsEvent; href: string }) {
  return <a href={href} onClick={() => trackEvent(event, { link_url: href })} {...props} />;
}
