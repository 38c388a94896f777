import * as z from "zod/mini";
import { emailField, validateFields } from "./form-fields";

/** The sign-in form. Stronger rules apply where passwords are set (decision 050). */
export const LoginSchema = z.object({
  email: emailField(),
  password: z
    .string()
    .check(z.minLength(6, "Password must be at least 6 characters"), z.maxLength(256, "Password is too long")),
});

export type LoginInput = z.output<typeof LoginSchema>;
export type LoginField = keyof LoginInput;
export const loginFields = ["email", "password"] as const satisfies readonly LoginField[];

export const validateLogin = (source: FormData) => validateFields(LoginSchema, source, loginFields);
