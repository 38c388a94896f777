export function PageHero({ eyebrow, heading, intro }: { eyebrow: string; heading: string; intro: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-50">{intro}</p>
      </div>
    </section>
  );
}
