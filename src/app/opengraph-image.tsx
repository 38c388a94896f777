import { ImageResponse } from "next/og";
import { pageSiteFacts } from "@/server/page-site-facts";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The drawn link-preview card, from the agency's settings, for pages without an image of their own. */
export default async function OpenGraphImage() {
  const site = await pageSiteFacts();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: "linear-gradient(135deg, #134e4a 0%, #0f766e 55%, #0f172a 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div style={{ width: 72, height: 72, borderRadius: 36, border: "16px solid #fbbf24", display: "flex" }} />
        <div style={{ fontSize: 44, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.1 }}>{site.tagline}</div>
        <div style={{ fontSize: 32, color: "#ccfbf1" }}>
          {`SEO · PPC · Email · Social · AI consulting · Fast websites, ${site.address.locality}, ${site.address.regionCode}`}
        </div>
      </div>
    </div>,
    size,
  );
}
