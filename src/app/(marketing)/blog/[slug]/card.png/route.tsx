import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { blogNameOf } from "@/content/blog-pages";
import { getArticle } from "@/server/blog/reader";
import { getSiteFacts } from "@/server/site-settings";

const size = { width: 1200, height: 630 };

/**
 * The link-preview card of one article (its category, title, author and reading time), at a
 * stable address that the page's Open Graph tags and structured data can name.
 */
export async function GET(_request: Request, { params }: RouteContext<"/blog/[slug]/card.png">) {
  const { slug } = await params;
  const article = await getArticle(slug);
  if (!article) notFound();
  const { post } = article;
  const { address, name } = await getSiteFacts();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #134e4a 0%, #0f766e 55%, #0f172a 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div style={{ width: 56, height: 56, borderRadius: 28, border: "12px solid #fbbf24", display: "flex" }} />
          <div style={{ fontSize: 34, fontWeight: 700 }}>{blogNameOf(name)}</div>
        </div>
        <div
          style={{
            display: "flex",
            padding: "10px 24px",
            borderRadius: 999,
            background: "#fbbf24",
            color: "#0f172a",
            fontSize: 28,
            fontWeight: 700,
          }}
        >
          {post.category}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: post.title.length > 60 ? 60 : 72, fontWeight: 800, lineHeight: 1.1 }}>
        {post.title}
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#ccfbf1" }}>
        {`${post.author} · ${post.readTime} · ${address.locality}, ${address.regionCode}`}
      </div>
    </div>,
    { ...size, headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
