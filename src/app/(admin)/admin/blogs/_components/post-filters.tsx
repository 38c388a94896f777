import { buttonClass } from "@/components/ui/button";
import { POST_STATES } from "@/lib/validation/blog-post";
import { MAX_POST_QUERY, type PostListParams } from "../_lib/post-list-params";
import { postStateLabels } from "./blog-form-values";

const control =
  "mt-1.5 block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 focus:outline-2 focus:outline-brand-700";
const label = "block text-sm font-semibold text-ink-800";

export interface PostFacets {
  authors: string[];
  categories: string[];
  tags: { name: string; slug: string }[];
}

function Select({
  id,
  name,
  text,
  any,
  value,
  options,
}: {
  id: string;
  name: string;
  text: string;
  any: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  // A value in the address that no post has any more stays choosable, so the form says what is filtered.
  const shown =
    value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={control}>
        <option value="">{any}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const same = (values: string[]) => values.map((value) => ({ value, label: value }));

/** A plain GET form, as the contacts inbox's: the filters live in the address, work without JavaScript and can be shared. */
export function PostFilters({ params, facets }: { params: PostListParams; facets: PostFacets }) {
  const filtered = Boolean(params.q || params.author || params.category || params.tag || params.status);
  return (
    <form
      method="get"
      action="/admin/blogs"
      role="search"
      aria-label="Filter posts"
      className="mt-6 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
    >
      <div>
        <label htmlFor="filter-q" className={label}>
          Title
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          maxLength={MAX_POST_QUERY}
          defaultValue={params.q ?? ""}
          className={control}
        />
      </div>
      <Select
        id="filter-author"
        name="author"
        text="Author"
        any="Any author"
        value={params.author}
        options={same(facets.authors)}
      />
      <Select
        id="filter-category"
        name="category"
        text="Category"
        any="Any category"
        value={params.category}
        options={same(facets.categories)}
      />
      <Select
        id="filter-tag"
        name="tag"
        text="Tag"
        any="Any tag"
        value={params.tag}
        options={facets.tags.map((tag) => ({ value: tag.slug, label: tag.name }))}
      />
      <Select
        id="filter-status"
        name="status"
        text="Status"
        any="Any status"
        value={params.status}
        options={POST_STATES.map((state) => ({ value: state, label: postStateLabels[state] }))}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Filter
        </button>
        {filtered && (
          <a href="/admin/blogs" className={buttonClass({ variant: "secondary", size: "sm" })}>
            Clear
          </a>
        )}
      </div>
    </form>
  );
}
