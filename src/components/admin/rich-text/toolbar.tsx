"use client";

import type { IconNode } from "lucide";
import { type KeyboardEvent, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { tabIndexForKey } from "@/lib/tabs";
import { cn } from "@/lib/utils";

export interface ToolbarButton {
  label: string;
  /** The key combination, told to assistive technology and in the tooltip. */
  shortcut?: string;
  icon?: IconNode;
  /** A short text drawn instead of an icon (B, I). */
  glyph?: string;
  /** Pressed or not for a format the selection may have; absent for an action. */
  pressed?: boolean;
  /** The button opens a dialog. */
  dialog?: boolean;
  onPress: () => void;
}

/**
 * The editor's formatting buttons as one toolbar (WAI-ARIA toolbar pattern): one Tab stop, the
 * arrows, Home and End move between the buttons, and each says its name, its shortcut and
 * whether it is pressed. `onMouseDown` keeps the editor's selection while a button is clicked.
 */
export function Toolbar({ label, controls, groups }: { label: string; controls: string; groups: ToolbarButton[][] }) {
  const buttons = groups.flat();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, active, buttons.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  }

  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 rounded-t-lg border border-b-0 border-ink-300 bg-ink-50 p-1.5"
    >
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} className="flex items-center gap-1">
          {groupIndex > 0 && <span aria-hidden="true" className="mx-1 h-6 w-px bg-ink-300" />}
          {group.map((button) => {
            const position = index++;
            return (
              <button
                key={button.label}
                ref={(element) => {
                  refs.current[position] = element;
                }}
                type="button"
                tabIndex={position === active ? 0 : -1}
                aria-pressed={button.pressed}
                aria-haspopup={button.dialog ? "dialog" : undefined}
                aria-keyshortcuts={button.shortcut}
                title={
                  button.shortcut ? `${button.label} (${button.shortcut.replace("Control", "Ctrl")})` : button.label
                }
                onFocus={() => setActive(position)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={button.onPress}
                className={cn(
                  "inline-flex size-9 items-center justify-center rounded-md text-sm font-bold text-ink-800 hover:bg-ink-200",
                  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
                  button.pressed && "bg-brand-100 text-brand-900 ring-1 ring-brand-300",
                )}
              >
                {button.icon ? (
                  <Icon icon={button.icon} className="size-4" />
                ) : (
                  <span aria-hidden="true">{button.glyph}</span>
                )}
                <span className="sr-only">{button.label}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
