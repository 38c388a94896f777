import type { ShownPerson } from "@/server/content/people";
import { PersonPortrait } from "./person-portrait";

/** The frame of a team member's photo: square, drawn as a circle. */
const FRAME = { width: 320, height: 320 };

/** Team members with portrait, name, role and their short bio. */
export function TeamGrid({ members }: { members: ShownPerson[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.id} className="rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-ink-200">
          {member.photo && (
            <PersonPortrait
              person={member}
              frame={FRAME}
              sizes="160px"
              className="mx-auto size-40 rounded-full bg-brand-50 object-cover"
            />
          )}
          <h3 className="mt-5 text-lg font-semibold text-ink-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
          <p className="mt-3 text-left leading-7 text-ink-600">{member.shortBio}</p>
        </li>
      ))}
    </ul>
  );
}
