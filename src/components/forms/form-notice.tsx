import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The outcome of a submission made without JavaScript, shown in the page instead of a toast. */
export function FormNotice({
  title,
  description,
  tone,
  children,
}: {
  title: string;
  description: string;
  tone: "success" | "error";
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg p-4 ring-1",
        tone === "error" ? "bg-red-50 text-red-900 ring-red-200" : "bg-brand-50 text-brand-900 ring-brand-200",
      )}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{description}</p>
      {children}
    </div>
  );
}
