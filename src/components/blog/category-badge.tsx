export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
      {category}
    </span>
  );
}
