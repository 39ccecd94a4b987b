import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../../lib/api";
import { Form, SubmitButton, useFormMessage } from "./form";
import { placeServerFieldErrors, useSchemaForm } from "./use-schema-form";

const schema = z.object({ email: z.email("Enter a valid e-mail."), images: z.string().optional() });

type Values = z.input<typeof schema>;
type ProbeForm = ReturnType<typeof useSchemaForm<Values, z.output<typeof schema>>>;
type ProbeOptions = Omit<Parameters<typeof useSchemaForm<Values, z.output<typeof schema>>>[1], "defaultValues">;

function Probe({
  options,
  email,
  expose,
}: {
  options: ProbeOptions;
  email: string;
  expose: (form: ProbeForm) => void;
}) {
  const form = useSchemaForm(schema, { defaultValues: { email }, ...options });
  expose(form);
  return createElement(
    Form,
    { form, "aria-label": "Probe" },
    createElement(SubmitButton, { busyLabel: "Sending..." }, "Send"),
  );
}

/** Renders a form once on the server and hands back what the hook returned, to drive its submit by hand. */
function renderForm(options: ProbeOptions, email = "") {
  let form: ProbeForm | undefined;
  const html = renderToStaticMarkup(
    createElement(Probe, {
      options,
      email,
      expose: (rendered) => {
        form = rendered;
      },
    }),
  );
  if (!form) throw new Error("the form did not render");
  return { html, form };
}

describe("useSchemaForm", () => {
  it("renders a posted form without the browser's own validation, its submit button showing the idle label", () => {
    const { html } = renderForm({ submit: () => undefined });
    // Posted: should the browser ever send it itself (before hydration), the fields never go into the URL.
    expect(html.toLowerCase()).toContain('<form novalidate="" aria-label="probe" method="post">');
    expect(html).toContain('<button type="submit"');
    expect(html).toContain(">Send</button>");
  });

  it("disables the submit button and shows its busy label while the form is sending", () => {
    const busy = createElement(SubmitButton, { busyLabel: "Sending..." }, "Send");
    const html = renderToStaticMarkup(createElement(Form, { form: { pending: true } }, busy));
    expect(html).toMatch(/<button type="submit" [^>]*disabled=""[^>]*>Sending\.\.\.<\/button>/);
  });

  it("checks the values with the schema before sending them", async () => {
    const sent: unknown[] = [];
    const invalid = renderForm({ submit: (values) => void sent.push(values) }, "not an e-mail");
    await invalid.form.onSubmit();
    expect(sent).toEqual([]);
    expect(invalid.form.getFieldState("email").error?.message).toBe("Enter a valid e-mail.");

    const valid = renderForm({ submit: (values) => void sent.push(values) }, "ada@example.com");
    await valid.form.onSubmit();
    expect(sent).toEqual([{ email: "ada@example.com" }]);
  });

  it("puts a failure's field messages under the fields, hands the rest to onFailure, and runs onSubmitStart first", async () => {
    const events: string[] = [];
    const refusal = new ApiError("Refused.", 409, { email: "Taken.", images: "Images only." });
    const { form } = renderForm(
      {
        onSubmitStart: () => events.push("start"),
        submit: () => {
          events.push("submit");
          throw refusal;
        },
        onFailure: (error) => events.push(`failure: ${(error as Error).message}`),
        fieldErrorHandlers: { images: (message) => events.push(`images: ${message}`) },
      },
      "ada@example.com",
    );
    await form.onSubmit();
    expect(events).toEqual(["start", "submit", "images: Images only.", "failure: Refused."]);
    expect(form.getFieldState("email").error?.message).toBe("Taken.");
    expect(form.getFieldState("images").error).toBeUndefined();
  });
});

describe("placeServerFieldErrors", () => {
  it("ignores failures without field messages", () => {
    const placed: string[] = [];
    placeServerFieldErrors(new Error("boom"), (name) => void placed.push(name));
    placeServerFieldErrors(new ApiError("No.", 400), (name) => void placed.push(name));
    expect(placed).toEqual([]);
  });
});

function Note({ text }: { text?: string }) {
  return useFormMessage(text ? { kind: "error", text } : null).shown;
}

describe("useFormMessage", () => {
  it("shows the form's own message as an alert, and without one only the empty status region a success will fill", () => {
    expect(renderToStaticMarkup(createElement(Note, { text: "Invalid email or password." }))).toMatch(
      /<p role="alert"[^>]*>Invalid email or password\.<\/p>/,
    );
    // The region is in the page before any message, so a screen reader announces the message put into it (6354cf03).
    expect(renderToStaticMarkup(createElement(Note))).toMatch(/^<div role="status"[^>]*><\/div>$/);
  });
});
