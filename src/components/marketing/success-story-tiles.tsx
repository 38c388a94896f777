import type { SuccessStoryTile } from "@/content/landing/dealership-marketing";
import { Illustration } from "./illustration";

/** Picture tiles, each naming a project and the kind of work it was. */
export function SuccessStoryTiles({ tiles }: { tiles: SuccessStoryTile[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.title} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-ink-200">
          <Illustration image={tile.image} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
          <div className="p-5">
            <p className="text-sm font-medium text-brand-700">{tile.category}</p>
            <h3 className="mt-1 font-semibold text-ink-900">{tile.title}</h3>
          </div>
        </li>
      ))}
    </ul>
  );
}
