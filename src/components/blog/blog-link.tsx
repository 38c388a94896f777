import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";
import { LinkPendingIndicator } from "./link-pending-indicator";

/** A link to a blog page that shows a spinner while the page loads. */
export function BlogLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props}>
      {children}
      <LinkPendingIndicator />
    </Link>
  );
}
