import { Calendar, Check } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws the drawing's shapes in a decorative SVG of Lucide's grid", () => {
    const svg = renderToStaticMarkup(<Icon icon={Check} className="size-4 text-brand-700" />);
    expect(svg).toBe(
      `<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-4 text-brand-700"><path d="${Check[0]![1].d}"></path></svg>`,
    );
  });

  it("draws every shape, in order, with its own attributes", () => {
    const svg = renderToStaticMarkup(<Icon icon={Calendar} />);
    const shapes = [...svg.matchAll(/<(\w+) [^>]*><\/\1>/g)].map(([, tag]) => tag);
    expect(shapes).toEqual(["path", "path", "rect", "path"]);
    expect(svg).toContain('<rect x="3" y="3" width="18" height="18" rx="2"></rect>');
    expect(svg).toContain('class="icon"');
  });
});
