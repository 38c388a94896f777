"use client";

import { ButtonLink, Button } from "@/components/ui/button";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="flex min-h-[60vh] items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-bold text-ink-900">Something went wrong</h1>
        <p className="mt-4 text-ink-700">We could not show this page. Please try again in a moment.</p>
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={reset}>Try again</Button>
          <ButtonLink href="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
