"use client";

import { type ReactNode, useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "@/lib/utils";

/**
 * Small toast notifications: polite ones in a status region, destructive ones in an alert
 * region, both always present so that screen readers announce what is added. A toast stays
 * while the pointer or focus is on it. Render them with `Notifications` (./notifications.tsx),
 * which draws the dismiss icon on the server.
 */

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface Toast extends Required<ToastInput> {
  id: number;
}

const DISMISS_AFTER_MS = 8000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast({ title, description = "", variant = "default" }: ToastInput): void {
  toasts = [...toasts, { id: nextId++, title, description, variant }];
  emit();
}

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noToasts: Toast[] = [];

function ToastItem({ item, closeIcon }: { item: Toast; closeIcon: ReactNode }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stop = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    stop();
    timer.current = setTimeout(() => dismiss(item.id), DISMISS_AFTER_MS);
  }, [item.id, stop]);

  useEffect(() => {
    start();
    return stop;
  }, [start, stop]);

  const destructive = item.variant === "destructive";
  return (
    <div
      onPointerEnter={stop}
      onPointerLeave={start}
      onFocus={stop}
      onBlur={start}
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-lg p-4 shadow-lg ring-1",
        destructive ? "bg-red-700 text-white ring-red-800" : "bg-white text-ink-900 ring-ink-200",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description && (
          <p className={cn("mt-1 text-sm", destructive ? "text-red-50" : "text-ink-700")}>{item.description}</p>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        className={cn(
          "-m-1 rounded p-1 focus-visible:outline-2 focus-visible:outline-offset-2",
          destructive
            ? "hover:bg-red-800 focus-visible:outline-white"
            : "hover:bg-ink-100 focus-visible:outline-brand-700",
        )}
      >
        {closeIcon}
        <span className="sr-only">Dismiss notification</span>
      </button>
    </div>
  );
}

export function Toaster({ closeIcon }: { closeIcon: ReactNode }) {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  const list = (variant: Toast["variant"]) =>
    items.filter((t) => t.variant === variant).map((t) => <ToastItem key={t.id} item={t} closeIcon={closeIcon} />);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:left-auto sm:w-96"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {list("default")}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {list("destructive")}
      </div>
    </section>
  );
}
