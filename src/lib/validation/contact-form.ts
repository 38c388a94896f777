import * as z from "zod/mini";
import { emailField, textField, validateFields } from "./form-fields";

/** The contact form (docs/product.md, Contact form), with a maximum length on every field. */
export const ContactFormSchema = z.object({
  name: textField("Name", { min: { length: 2, message: "Name must be at least 2 characters" }, max: 100 }),
  email: emailField(),
  company: textField("Company", { max: 200 }),
  phone: textField("Phone", { max: 40 }),
  message: textField("Message", { min: { length: 10, message: "Message must be at least 10 characters" }, max: 5000 }),
  service: textField("Service", { max: 100 }),
});

export type ContactFormInput = z.output<typeof ContactFormSchema>;
export type ContactField = keyof ContactFormInput;

export const contactFields = [
  "name",
  "email",
  "company",
  "phone",
  "message",
  "service",
] as const satisfies readonly ContactField[];

/** The schema's messages for a contact form submission; empty when it is valid. */
export const validateContactForm = (source: FormData) => validateFields(ContactFormSchema, source, contactFields);
