import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
  secondary:
    "bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 focus-visible:outline-brand-700",
  accent: "bg-accent-400 text-ink-900 hover:bg-accent-300 focus-visible:outline-accent-400",
  outline: "text-white ring-1 ring-inset ring-white/70 hover:bg-white/10 focus-visible:outline-white",
  ghost: "text-ink-700 hover:bg-ink-100 focus-visible:outline-brand-700",
  destructive: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClass({ variant = "primary", size = "md" }: ButtonStyle = {}, className?: string): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
