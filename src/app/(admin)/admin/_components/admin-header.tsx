import { LogOut } from "lucide";
import Link from "next/link";
import { LogoMark } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { signOutAction } from "../actions";

const links = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/blogs", label: "Blog Posts" },
  { href: "/admin/blogs/taxonomy", label: "Categories & Tags" },
  { href: "/admin/media", label: "Media" },
  { href: "/admin/testimonials", label: "Testimonials" },
  { href: "/admin/case-studies", label: "Case Studies" },
  { href: "/admin/people", label: "People" },
  { href: "/admin/contacts", label: "Contact Submissions" },
  { href: "/admin/sources", label: "Sources" },
  { href: "/admin/subscribers", label: "Subscribers" },
  { href: "/admin/redirects", label: "Redirects" },
  { href: "/admin/privacy", label: "Privacy" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/security", label: "Security" },
  { href: "/", label: "View site" },
];

const linkClass =
  "rounded px-2 py-1 text-sm font-medium text-ink-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700";

export function AdminHeader({ email }: { email: string }) {
  return (
    <header className="border-b border-ink-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <Link href="/admin" className="flex items-center gap-2 rounded font-bold text-ink-900">
          <LogoMark className="size-7" />
          Admin
        </Link>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap items-center gap-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-ink-600 sm:inline">{email}</span>
          <form action={signOutAction}>
            <Button type="submit" variant="ghost" size="sm">
              <Icon icon={LogOut} className="size-4" />
              Logout
            </Button>
          </form>
        </div>
      </div>
    </header>
  );
}
