import { ChevronDown, Menu, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { headerNav } from "@/content/navigation";
import { pageSiteFacts } from "@/server/page-site-facts";
import { Logo } from "./logo";
import { SiteNav } from "./site-nav";

export async function SiteHeader() {
  const { name, logo } = await pageSiteFacts();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <Logo name={name} logo={logo} />
          <span className="sr-only">, home</span>
        </Link>
        <SiteNav
          items={headerNav}
          icons={{
            chevron: <Icon icon={ChevronDown} className="size-4" />,
            menu: <Icon icon={Menu} className="size-6" />,
            close: <Icon icon={X} className="size-6" />,
          }}
        />
      </div>
    </header>
  );
}
