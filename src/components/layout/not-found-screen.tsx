import { ButtonLink } from "@/components/ui/button";

/** The "not found" screen's content, inside whichever header and footer surround it. */
export function NotFoundScreen() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-ink-50 px-4 py-24">
      <div className="text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-brand-700">404</h1>
        <p className="mt-4 text-2xl font-semibold text-ink-900">Oops! Page not found</p>
        <ButtonLink href="/" className="mt-8">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
