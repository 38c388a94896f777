import type { Metadata } from "next";
import { requireAdmin } from "@/server/auth/require-admin";
import { createPersonAction } from "../actions";
import { PersonForm } from "../person-form";

export const metadata: Metadata = { title: "New Person" };

export default async function NewPersonPage() {
  await requireAdmin();
  return (
    <PersonForm
      saved={{
        name: "",
        role: "",
        short_bio: "",
        long_bio: "",
        photo: "",
        photo_alt: "",
        email: "",
        links: "",
        team: "",
        experience: "",
        writer: true,
      }}
      save={createPersonAction}
      editing={false}
    />
  );
}
