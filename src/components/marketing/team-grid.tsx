import type { TeamMember } from "@/content/team";
import { Illustration } from "./illustration";

/** Team members with portrait, name, position and a short bio. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name} className="rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-ink-200">
          <Illustration
            image={member.portrait}
            sizes="160px"
            className="mx-auto size-40 rounded-full bg-brand-50 object-cover"
          />
          <h3 className="mt-5 text-lg font-semibold text-ink-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.position}</p>
          <p className="mt-3 text-left leading-7 text-ink-600">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
