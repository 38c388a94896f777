import { describe, expect, it } from "vitest";
import { validateAuditForm } from "./audit-form";
import { validateContactForm } from "./contact-form";
import { readFields } from "./form-fields";

const data = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe("contact form schema", () => {
  it("accepts the minimum and leaves the optional fields empty", () => {
    expect(validateContactForm(data({ name: "Al", email: "al@example.com", message: "0123456789" }))).toEqual({});
  });

  it("uses the form's messages, after trimming", () => {
    expect(validateContactForm(data({ name: " A ", email: "al@example", message: "  short   " }))).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
  });

  it("caps every field with a clear message", () => {
    const long = (n: number) => "x".repeat(n);
    expect(
      validateContactForm(
        data({
          name: long(101),
          email: `${long(250)}@x.io`,
          company: long(201),
          phone: long(41),
          message: long(5001),
          service: long(101),
        }),
      ),
    ).toEqual({
      name: "Name must be at most 100 characters",
      email: "Email must be at most 254 characters",
      company: "Company must be at most 200 characters",
      phone: "Phone must be at most 40 characters",
      message: "Message must be at most 5,000 characters",
      service: "Service must be at most 100 characters",
    });
    expect(validateContactForm(data({ name: long(100), email: "a@b.co", message: long(5000) }))).toEqual({});
  });
});

describe("audit form schema", () => {
  it("requires all four fields", () => {
    expect(validateAuditForm(data({ businessName: "  ", name: "", email: "", phone: "" }))).toEqual({
      businessName: "Please enter your business name",
      name: "Please enter your name",
      email: "Please enter a valid email address",
      phone: "Please enter your phone number",
    });
    expect(
      validateAuditForm(data({ businessName: "Canyon Cycles", name: "Ana", email: "ana@example.com", phone: "801" })),
    ).toEqual({});
  });
});

describe("reading fields", () => {
  it("reads missing fields as empty text and keeps other values for the schema to refuse", () => {
    expect(readFields({ name: 4, email: "a@b.co" }, ["name", "email", "message"])).toEqual({
      name: 4,
      email: "a@b.co",
      message: "",
    });
  });
});
