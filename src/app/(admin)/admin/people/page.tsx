import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { requireAdmin } from "@/server/auth/require-admin";
import { type Person, listPeople } from "@/server/content/people";
import { movePersonAction } from "./actions";

export const metadata: Metadata = { title: "People" };

const NOTICES: Record<string, { text: string; failed?: boolean }> = {
  added: { text: "Person added." },
  updated: { text: "Person updated." },
  deleted: { text: "Person deleted." },
  "moved-up": { text: "Person moved up." },
  "moved-down": { text: "Person moved down." },
  "not-found": { text: "That person no longer exists.", failed: true },
  "built-in": { text: "The built-in articles are signed by that person, so they stay.", failed: true },
  invalid: { text: "Invalid request. Reload the page and try again.", failed: true },
  failed: { text: "The change could not be saved. Please try again.", failed: true },
};

/** Where the person shows on the site, in a few words. */
function shownText(person: Person): string {
  const places = [
    person.team === "founder" ? "About page (founder)" : person.team === "member" ? "About page (team)" : "",
    person.writer ? "Blog author" : "",
  ].filter(Boolean);
  return places.length ? places.join(", ") : "Not shown";
}

function MoveButton({
  id,
  direction,
  name,
  disabled,
  focused,
}: {
  id: string;
  direction: "up" | "down";
  name: string;
  disabled: boolean;
  focused: boolean;
}) {
  return (
    <form action={movePersonAction}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled}
        // After a move the same button has focus again, so the keyboard can go on moving the row.
        autoFocus={focused}
        aria-label={`Move ${name} ${direction}`}
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        {direction === "up" ? "Move up" : "Move down"}
      </button>
    </form>
  );
}

/** The agency's people in the order the About page shows its team, each with where they appear and the actions. */
export default async function PeoplePage({ searchParams }: PageProps<"/admin/people">) {
  await requireAdmin();
  const { notice, moved } = await searchParams;
  const shown = typeof notice === "string" ? NOTICES[notice] : undefined;
  const movedDirection = notice === "moved-up" ? "up" : notice === "moved-down" ? "down" : undefined;
  const people = await listPeople();

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-900">People</h1>
        <Link href="/admin/people/new" className={buttonClass({})}>
          New Person
        </Link>
      </div>
      <p className="mt-2 text-ink-700">
        The founder and team on the About page and the blog&rsquo;s authors, in this order. A change shows on the site
        at once.
      </p>
      {shown ? (
        <p
          role={shown.failed ? "alert" : "status"}
          className="mt-4 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-ink-200"
        >
          {shown.text}
        </p>
      ) : null}

      <DataTable
        className="mt-6"
        caption="People, in the order they are shown"
        rowHeader
        columns={[{ label: "Name" }, { label: "Role" }, { label: "Shown" }, { label: "Actions", actions: true }]}
        empty="No people yet."
        rows={people.map((person, index) => ({
          key: person.id,
          cells: [
            person.name,
            person.role || "None",
            shownText(person),
            <div key="actions" className="flex flex-wrap justify-end gap-2">
              <MoveButton
                key={`up-${index}`}
                id={person.id}
                direction="up"
                name={person.name}
                disabled={index === 0}
                focused={moved === person.id && movedDirection === "up" && index > 0}
              />
              <MoveButton
                key={`down-${index}`}
                id={person.id}
                direction="down"
                name={person.name}
                disabled={index === people.length - 1}
                focused={moved === person.id && movedDirection === "down" && index < people.length - 1}
              />
              <Link
                href={`/admin/people/${person.id}`}
                aria-label={`Edit ${person.name}`}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Edit
              </Link>
              <Link
                href={`/admin/people/${person.id}/delete`}
                aria-label={`Delete ${person.name}`}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Delete
              </Link>
            </div>,
          ],
        }))}
      />
    </>
  );
}
