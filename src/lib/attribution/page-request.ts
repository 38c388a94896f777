import { parseVisitSource } from "../validation/visit-source";
import { CLICK_ID_KINDS, UTM_PARAMETERS, type VisitSource } from "./visit-source";

/**
 * What a form page's own request tells of the visit, for a visitor without JavaScript (the
 * page renders it into the form's hidden source fields; with JavaScript the visit script's
 * record replaces it). Without session storage only one step back can be seen, through the
 * Referer:
 *
 * - the form page's address carries campaign tags, or its Referer is another site, or it has
 *   no Referer (a typed address, a bookmark): the visit began on the form page;
 * - the Referer is a page of this site with campaign tags: the visit began there (the site's
 *   own links carry no tags);
 * - the Referer is another page of this site: where the visit began is not known.
 */
export function visitSourceOfPageRequest({
  url,
  referer,
  ownHosts,
}: {
  /** The form page's address as requested. */
  url: URL;
  referer: string | null | undefined;
  /** The host names under which this site is reached. */
  ownHosts: readonly string[];
}): VisitSource {
  const from = parseUrl(referer);
  const fromThisSite = from !== undefined && ownHosts.includes(from.host);
  const landing = !fromThisSite || hasCampaignTags(url) ? url : hasCampaignTags(from) ? from : undefined;
  return parseVisitSource({
    form_page: url.pathname,
    ...(landing && {
      landing_page: landing.pathname,
      referrer_host: landing === url && !fromThisSite ? from?.host : undefined,
      click_id_kind: CLICK_ID_KINDS.find((name) => landing.searchParams.has(name)),
      ...Object.fromEntries(UTM_PARAMETERS.map((name) => [name, landing.searchParams.get(name) ?? undefined])),
    }),
  });
}

function parseUrl(address: string | null | undefined): URL | undefined {
  if (!address) return undefined;
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

function hasCampaignTags(url: URL): boolean {
  return [...CLICK_ID_KINDS, ...UTM_PARAMETERS].some((name) => url.searchParams.has(name));
}
