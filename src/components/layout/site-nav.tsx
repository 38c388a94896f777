"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { type NavGroup, type NavItem, type NavLink, isNavGroup } from "@/content/navigation";
import { cn } from "@/lib/utils";

const linkClass =
  "rounded-md px-3 py-2 font-medium hover:bg-ink-100 hover:text-ink-900 aria-[current=page]:text-brand-700";

/**
 * The icons, drawn by the server component that renders the navigation, so that no icon
 * library travels to the browser.
 */
export interface NavIcons {
  chevron: ReactNode;
  menu: ReactNode;
  close: ReactNode;
}

function focusableLinks(root: HTMLElement | null): HTMLAnchorElement[] {
  return root ? Array.from(root.querySelectorAll("a")) : [];
}

const noSubscription = () => () => {};

/** False while the page is drawn from its HTML alone (before hydration, or without JavaScript), then true. */
function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Until the scripts run, the list shows while the pointer is over the menu or the keyboard's focus
 * is in it (decision 013); afterwards the component alone decides.
 */
const shownBeforeScripts = "group-[:not([data-scripted]):is(:hover,:focus-within)]/dropdown:block";

/** A disclosure menu: opens on hover with a mouse, on click, and from the keyboard. */
function NavDropdown({ group, pathname, chevron }: { group: NavGroup; pathname: string; chevron: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse opens the menu on the way to the button; the click that follows keeps it open.
  const openedByHover = useRef(false);
  const active = group.items.some((item) => item.href === pathname);
  const scripted = useScripted();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, 150);
  }

  function moveFocus(step: 1 | -1 | "first" | "last") {
    const links = focusableLinks(listRef.current);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      step === "first" ? 0 : step === "last" ? links.length - 1 : (current + step + links.length) % links.length;
    links[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const fromButton = document.activeElement === buttonRef.current;
      if (!open) setOpen(true);
      // The list renders on the next frame when it was closed.
      requestAnimationFrame(() =>
        moveFocus(fromButton ? (event.key === "ArrowDown" ? "first" : "last") : event.key === "ArrowDown" ? 1 : -1),
      );
    } else if (open && (event.key === "Home" || event.key === "End") && document.activeElement !== buttonRef.current) {
      event.preventDefault();
      moveFocus(event.key === "Home" ? "first" : "last");
    }
  }

  return (
    <div
      ref={rootRef}
      className="group/dropdown relative"
      data-scripted={scripted || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={scripted ? open : undefined}
        aria-controls={listId}
        onClick={() => {
          setOpen(openedByHover.current || !open);
          openedByHover.current = false;
        }}
        className={cn(linkClass, "flex items-center gap-1 text-sm", active ? "text-brand-700" : "text-ink-700")}
      >
        {group.label}
        <span className={cn("flex transition-transform", open && "rotate-180")}>{chevron}</span>
      </button>
      <ul
        ref={listRef}
        id={listId}
        className={cn(
          "absolute left-0 top-full z-50 mt-1 min-w-60 rounded-lg border border-ink-200 bg-white p-2 shadow-lg",
          // Bridges the gap to the button, so that the pointer keeps the menu open on its way down.
          "before:absolute before:inset-x-0 before:bottom-full before:h-1.5",
          open ? "block" : "hidden",
          shownBeforeScripts,
        )}
      >
        {group.items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.href === pathname ? "page" : undefined}
              onClick={() => setOpen(false)}
              className={cn(linkClass, "block text-sm text-ink-700")}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the popover is showing; false where the browser has no popovers. */
function isShowing(panel: HTMLElement | null): boolean {
  return panel !== null && typeof panel.showPopover === "function" && panel.matches(":popover-open");
}

/** Whether this browser has popovers (Safari 17, Chrome 114, Firefox 125 and later); assumed on the server. */
function usePopoverSupport(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof HTMLElement.prototype.showPopover === "function",
    () => true,
  );
}

/**
 * The phone menu is a popover its button opens from the page's HTML, so the first tap works
 * before the scripts arrive and without them (decision 013); the browser closes it on Escape or
 * a tap outside. The scripts add its state to the button and close it when a link is chosen.
 * Where the browser has no popovers (iOS 16), the scripts run the menu instead, the same way.
 */
function MobileMenu({ items, pathname, icons }: { items: NavItem[]; pathname: string; icons: NavIcons }) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shownPath = useRef(pathname);
  const popovers = usePopoverSupport();
  const [scriptedOpen, setScriptedOpen] = useState(false);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const panel = document.getElementById(panelId);
      panel?.addEventListener("toggle", onChange);
      return () => panel?.removeEventListener("toggle", onChange);
    },
    [panelId],
  );
  // Unknown on the server, so that the HTML claims no state the browser's own may contradict.
  const popoverOpen = useSyncExternalStore(
    subscribe,
    () => isShowing(document.getElementById(panelId)),
    () => undefined,
  );
  const open = popovers ? popoverOpen : scriptedOpen;

  const close = useCallback(() => {
    setScriptedOpen(false);
    const panel = document.getElementById(panelId);
    if (isShowing(panel)) panel!.hidePopover();
  }, [panelId]);

  // Any navigation (a link, the back button) closes the menu.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  // Without popovers, what the browser would do for one: Escape, or a tap outside, closes the menu.
  useEffect(() => {
    if (!scriptedOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setScriptedOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (!document.getElementById(panelId)?.contains(target) && !toggleRef.current?.contains(target)) {
        setScriptedOpen(false);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [scriptedOpen, panelId]);

  const link = (item: NavLink) => (
    <li key={item.href}>
      <Link
        href={item.href}
        aria-current={item.href === pathname ? "page" : undefined}
        onClick={close}
        className={cn(linkClass, "block text-base text-ink-700")}
      >
        {item.label}
      </Link>
    </li>
  );

  return (
    <div className="group/menu md:hidden">
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={popovers ? panelId : undefined}
        onClick={popovers ? undefined : () => setScriptedOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={panelId}
        className="rounded-md p-2 text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {/*
          The name and the icon follow the panel's state in CSS, scripts or not. The scripted
          menu's rules are apart: a browser that knows no :popover-open drops a rule naming it.
        */}
        <span className="sr-only group-has-[:popover-open]/menu:hidden group-has-[[data-open]]/menu:hidden">
          Open menu
        </span>
        <span className="sr-only hidden group-has-[:popover-open]/menu:inline group-has-[[data-open]]/menu:inline">
          Close menu
        </span>
        <span className="flex group-has-[:popover-open]/menu:hidden group-has-[[data-open]]/menu:hidden">
          {icons.menu}
        </span>
        <span className="hidden group-has-[:popover-open]/menu:flex group-has-[[data-open]]/menu:flex">
          {icons.close}
        </span>
      </button>
      <nav
        id={panelId}
        popover={popovers ? "auto" : undefined}
        data-open={scriptedOpen || undefined}
        aria-label="Mobile"
        // Under the header (h-16). Hidden unless open even where popovers are unknown (before 2024).
        className="fixed inset-x-0 top-16 bottom-auto m-0 hidden h-auto max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-b border-ink-200 bg-white px-4 pb-6 pt-2 text-ink-800 shadow-lg open:block data-open:block"
      >
        <ul className="flex flex-col gap-1">
          {items.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label}>
                <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-ink-600">
                  {item.label}
                </p>
                <ul className="flex flex-col gap-1 border-l border-ink-200 pl-2">{item.items.map(link)}</ul>
              </li>
            ) : (
              link(item)
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}

export function SiteNav({ items, icons }: { items: NavItem[]; icons: NavIcons }) {
  const pathname = usePathname();
  return (
    <>
      <nav aria-label="Main" className="hidden md:block">
        <ul className="flex items-center gap-0.5 lg:gap-1">
          {items.map((item) => (
            <li key={isNavGroup(item) ? item.label : item.href}>
              {isNavGroup(item) ? (
                <NavDropdown group={item} pathname={pathname} chevron={icons.chevron} />
              ) : (
                <Link
                  href={item.href}
                  aria-current={item.href === pathname ? "page" : undefined}
                  className={cn(linkClass, "block text-sm text-ink-700")}
                >
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenu items={items} pathname={pathname} icons={icons} />
    </>
  );
}
