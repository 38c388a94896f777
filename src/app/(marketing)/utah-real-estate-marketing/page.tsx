import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { TipsArticle } from "@/components/marketing/tips-article";
import { JsonLd } from "@/components/seo/json-ld";
import {
  realEstateArticle,
  realEstateCallToAction,
  realEstateMeta,
} from "@/content/landing/utah-real-estate-marketing";
import { pageMetadata } from "@/components/seo/page-metadata";
import { article } from "@/components/seo/agency-structured-data";
import { attempt } from "@/server/attempt";
import { getConfig } from "@/server/config";
import { listTeam } from "@/server/content/people";
import { pageSiteFacts } from "@/server/page-site-facts";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...realEstateMeta, type: "article" }, await pageSiteFacts());
}

export default async function UtahRealEstateMarketingPage() {
  const agency = await pageSiteFacts();
  // The article is the founder's (decision 197); when they cannot be read it goes unsigned.
  const founder = (await attempt(listTeam, "Reading the founder failed"))?.founder;
  const author = founder && { name: founder.name, jobTitle: founder.role };
  return (
    <>
      <TipsArticle article={realEstateArticle} author={author} path={realEstateMeta.path} />
      <CtaBand cta={realEstateCallToAction} />
      <JsonLd
        data={article(
          getConfig().siteUrl,
          {
            headline: realEstateArticle.title,
            description: realEstateMeta.description,
            path: realEstateMeta.path,
            datePublished: realEstateArticle.datePublished,
            author,
            image: realEstateArticle.image.src,
          },
          agency,
        )}
      />
    </>
  );
}
