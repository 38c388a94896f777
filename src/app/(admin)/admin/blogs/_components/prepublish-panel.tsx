"use client";

import { CircleAlert, CircleCheck } from "lucide";
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { internalLinks, type PrepublishFacts, prepublishChecks } from "@/lib/blog/prepublish";
import { isImageAddress } from "@/lib/validation/blog-post";
import type { ServerChecks } from "../actions";
import type { BlogFormValues } from "./blog-form-values";

const CHECK_DELAY_MS = 700;

export type CheckPost = (input: { id?: number; slug: string; title: string; links: string[] }) => Promise<ServerChecks>;

/** Whether the cover's address loads as an image in this browser. */
function useCoverStatus(cover: string): PrepublishFacts["cover"] {
  const [status, setStatus] = useState<{ cover: string; loaded: boolean }>();
  useEffect(() => {
    if (!isImageAddress(cover)) return;
    const image = new Image();
    image.onload = () => setStatus({ cover, loaded: true });
    image.onerror = () => setStatus({ cover, loaded: false });
    image.src = cover;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [cover]);
  // An address that is not one is the cover field's own message; a status of another cover is old.
  if (!isImageAddress(cover) || status?.cover !== cover) return "loading";
  return status.loaded ? "loaded" : "error";
}

/** The server's answers for what is typed now, asked again a moment after the typing stops. */
function useServerChecks(values: BlogFormValues, postId: number | undefined, check: CheckPost, siteOrigin: string) {
  const [answer, setAnswer] = useState<{ key: string; checks: ServerChecks }>();
  const links = internalLinks(values.content, siteOrigin);
  const key = JSON.stringify([values.slug, values.title, links]);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      const [slug, title, paths] = JSON.parse(key) as [string, string, string[]];
      check({ id: postId, slug, title, links: paths }).then(
        (checks) => current && setAnswer({ key, checks }),
        () => undefined,
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key, postId, check]);
  return answer?.checks;
}

/**
 * "Pre-publish checks", as the admin types (decision 191): they inform and never block a save.
 */
export function PrepublishPanel({
  values,
  postId,
  check,
  siteOrigin,
  blogName,
}: {
  values: BlogFormValues;
  postId?: number;
  check: CheckPost;
  siteOrigin: string;
  blogName: string;
}) {
  const server = useServerChecks(values, postId, check, siteOrigin);
  const cover = useCoverStatus(values.cover);
  const checks = prepublishChecks(
    values,
    {
      slugTaken: server?.slugTaken ?? false,
      titleTaken: server?.titleTaken ?? false,
      links: server?.links ?? [],
      cover,
    },
    blogName,
  );
  return (
    <section aria-labelledby="prepublish-heading" className="rounded-xl bg-white p-6 ring-1 ring-ink-200">
      <h2 id="prepublish-heading" className="text-lg font-bold text-ink-900">
        Pre-publish checks
      </h2>
      <p className="mt-1 text-sm text-ink-600">What to look at before readers see the post. Saving is never blocked.</p>
      <div aria-live="polite" className="mt-4">
        {checks.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-brand-800">
            <Icon icon={CircleCheck} className="size-4" />
            No problems found.
          </p>
        ) : (
          <ul className="space-y-2">
            {checks.map((item) => (
              <li key={item.id} className="flex items-start gap-2 text-sm text-amber-900">
                <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />
                <span>{item.message}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
