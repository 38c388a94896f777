"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useState, useTransition } from "react";
import { Spinner } from "@/components/ui/spinner";
import { buttonClass } from "@/components/ui/button";
import { blogListingCopy as copy } from "@/content/blog-pages";
import { type ListingParams, listingHref } from "@/lib/blog/listing";
import type { PostSort } from "@/lib/blog/query";

const field =
  "h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-ink-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700";

/**
 * Search, category and sort. A plain GET form to /blog, so it works without JavaScript; with
 * it, choosing a category or a sort applies at once and a spinner shows while results load.
 * The search icon comes drawn from the server page.
 */
export function BlogFilters({
  params,
  categories,
  searchIcon,
}: {
  params: ListingParams;
  categories: string[];
  searchIcon: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState(params);
  const address = listingHref(params);
  const [shownAddress, setShownAddress] = useState(address);
  // Back and forward change the address, not this component: follow it.
  if (shownAddress !== address) {
    setShownAddress(address);
    setValues(params);
  }

  function apply(next: ListingParams) {
    setValues(next);
    startTransition(() =>
      router.push(listingHref({ ...next, search: next.search.trim(), page: 1 }), { scroll: false }),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(values);
  }

  const options =
    values.category && !categories.includes(values.category) ? [...categories, values.category] : categories;

  return (
    <form
      action="/blog"
      method="get"
      role="search"
      aria-label={copy.filtersLabel}
      onSubmit={submit}
      className="grid gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_12rem_auto]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="blog-search" className="sr-only">
          {copy.searchLabel}
        </label>
        <input
          id="blog-search"
          type="search"
          name="search"
          value={values.search}
          onChange={(event) => setValues({ ...values, search: event.target.value })}
          placeholder={copy.searchPlaceholder}
          maxLength={100}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="blog-category" className="sr-only">
          {copy.categoryLabel}
        </label>
        <select
          id="blog-category"
          name="category"
          value={values.category}
          onChange={(event) => apply({ ...values, category: event.target.value })}
          className={field}
        >
          <option value="">{copy.allCategories}</option>
          {options.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="blog-sort" className="sr-only">
          {copy.sortLabel}
        </label>
        <select
          id="blog-sort"
          name="sort"
          value={values.sort}
          onChange={(event) => apply({ ...values, sort: event.target.value as PostSort })}
          className={field}
        >
          {copy.sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonClass({}, "w-full lg:w-auto")}>
          {searchIcon}
          {copy.submit}
        </button>
        {pending && <Spinner label={copy.loading} className="text-brand-700" />}
      </div>
    </form>
  );
}
