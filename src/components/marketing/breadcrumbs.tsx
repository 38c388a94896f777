import { ChevronRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { type Crumb, breadcrumbList } from "@/lib/seo/structured-data";
import { getConfig } from "@/server/config";

/** The trail from the home page to this one, shown on the page and described for search engines. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-white">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link
                      href={crumb.path}
                      className="rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
                    >
                      {crumb.name}
                    </Link>
                    <Icon icon={ChevronRight} className="size-4 text-brand-300" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(getConfig().siteUrl, crumbs)} />
    </>
  );
}
