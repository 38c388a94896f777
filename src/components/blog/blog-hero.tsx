import { blogListingCopy as copy } from "@/content/blog-pages";

export function BlogHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{copy.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{copy.intro}</p>
      </div>
    </section>
  );
}
