"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** After each navigation, bring the hash target into view, or go back to the top. */
export function ScrollToTarget() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  useEffect(() => {
    // On the first load the browser already honours the hash and restores scroll.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
