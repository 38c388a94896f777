import * as z from "zod/mini";
import { emailField, textField, validateFields } from "./form-fields";

const required = (message: string) => ({ length: 1, message });

/** Every field is required, each with a maximum length (docs/product.md, Free audit form). */
export const AuditFormSchema = z.object({
  businessName: textField("Business name", { min: required("Please enter your business name"), max: 200 }),
  name: textField("Name", { min: required("Please enter your name"), max: 100 }),
  email: emailField(),
  phone: textField("Phone number", { min: required("Please enter your phone number"), max: 40 }),
});

export type AuditFormInput = z.output<typeof AuditFormSchema>;
export type AuditField = keyof AuditFormInput;

export const auditFields = ["businessName", "name", "email", "phone"] as const satisfies readonly AuditField[];

/** The schema's messages for an audit request; empty when it is valid. */
export const validateAuditForm = (source: FormData) => validateFields(AuditFormSchema, source, auditFields);
