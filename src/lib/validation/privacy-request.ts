import * as z from "zod/mini";
import { emailField, parseFields, validateFields } from "./form-fields";

/** /admin/privacy: the address a privacy request is about, for Find, Export and Erase alike. */
const PrivacyRequestSchema = z.object({ email: emailField() });

const privacyRequestFields = ["email"] as const;
export type PrivacyRequestField = (typeof privacyRequestFields)[number];

export const validatePrivacyRequest = (source: FormData) =>
  validateFields(PrivacyRequestSchema, source, privacyRequestFields);

export const parsePrivacyRequest = (source: FormData) =>
  parseFields(PrivacyRequestSchema, source, privacyRequestFields);
