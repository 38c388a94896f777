import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireAdmin } from "@/server/auth/require-admin";
import { getPerson } from "@/server/content/people";
import { updatePersonAction } from "../actions";
import { PersonForm } from "../person-form";

export const metadata: Metadata = { title: "Edit Person" };

export default async function EditPersonPage({ params }: PageProps<"/admin/people/[id]">) {
  await requireAdmin();
  const { id } = await params;
  const person = await getPerson(id);
  if (!person) notFound();
  return (
    <PersonForm
      saved={{
        name: person.name,
        role: person.role,
        short_bio: person.shortBio,
        long_bio: person.longBio,
        photo: person.photo,
        photo_alt: person.photoAlt,
        email: person.email,
        links: person.links.join("\n"),
        team: person.team,
        experience: person.experience,
        writer: person.writer,
      }}
      save={updatePersonAction.bind(null, person.id)}
      editing
    />
  );
}
