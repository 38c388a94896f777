"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toaster";

/** Shows an error toast and goes back to a list, as when an edited post no longer exists. */
export function ReturnWithNotice({ to, title }: { to: string; title: string }) {
  const router = useRouter();
  useEffect(() => {
    toast({ title, variant: "destructive" });
    router.replace(to);
  }, [router, to, title]);
  return <p className="text-ink-700">{title}. Returning to the list…</p>;
}
