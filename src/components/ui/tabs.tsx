"use client";

import { type ReactNode, useId, useRef, useState } from "react";
import { tabIndexForKey } from "@/lib/tabs";
import { cn } from "@/lib/utils";

export interface TabItem {
  label: string;
  /** Rendered on the server; the browser only switches which one shows. */
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: a tab is chosen by click, Enter or Space, or by
 * moving focus to it (arrow keys, Home, End). Every panel is laid out in the same grid cell,
 * so the block is as tall as its tallest panel and switching never moves the page. Without
 * JavaScript the tabs cannot switch: every panel shows instead, one after another under its
 * label (decision 013).
 */
export function Tabs({ label, tabs, tone = "light" }: { label: string; tabs: TabItem[]; tone?: "light" | "muted" }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div>
      <div className="flex justify-center noscript:hidden">
        <div
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
          className={cn(
            "flex flex-wrap justify-center gap-1 rounded-lg p-1.5",
            tone === "muted" ? "bg-white ring-1 ring-ink-200" : "bg-ink-100",
          )}
          onKeyDown={(event) => {
            const next = tabIndexForKey(event.key, selected, tabs.length);
            if (next === null) return;
            event.preventDefault();
            tabRefs.current[next]?.focus();
          }}
        >
          {tabs.map((tab, index) => {
            const active = index === selected;
            return (
              <button
                key={tab.label}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={active}
                aria-controls={panelId(index)}
                tabIndex={active ? 0 : -1}
                onClick={() => setSelected(index)}
                onFocus={() => setSelected(index)}
                className={cn(
                  "min-w-max flex-1 rounded-md px-3 py-2.5 text-sm font-semibold transition-colors sm:min-w-24 sm:flex-none sm:px-4 sm:text-base",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  active ? "bg-brand-700 text-white shadow-sm" : "text-ink-700 hover:bg-white hover:text-ink-900",
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <div className="mt-8 grid noscript:gap-10">
        {tabs.map((tab, index) => (
          <div
            key={tab.label}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={index === selected ? 0 : -1}
            className={cn(
              "rounded-lg [grid-area:1/1] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700",
              "noscript:visible noscript:[grid-area:auto]",
              index !== selected && "invisible",
            )}
          >
            <p className="mb-4 hidden text-center text-lg font-bold text-ink-900 noscript:block">{tab.label}</p>
            {tab.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
