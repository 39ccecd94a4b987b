import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  ESCAPED_XSS,
  expectFieldError,
  fullSubject,
  openPublicPage,
  readyForm,
  STAFF_INBOX,
  staffMailHtml,
  XSS,
} from "./support/public-site";

const unique = () => Math.random().toString(36).slice(2, 8);

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

async function expectEmpty(form: Locator, labels: string[]) {
  for (const label of labels) await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
}

function enquiryForm(page: Page) {
  return page.getByRole("form", { name: "Enquire Now" });
}

test.describe("visitor forms", () => {
  test("enquiry: every field invalid shows the spec's messages; a valid enquiry is sent, escaped, and the form resets", async ({
    page,
  }) => {
    await openPublicPage(page, "/");
    const form = await readyForm(enquiryForm(page));
    await fill(form, { "Full Name": "A", Email: "not-an-email", Phone: "12345", Message: "Hey" });
    await form.getByRole("button", { name: "SUBMIT NOW" }).click();
    await expectFieldError(form, "Full Name", "Full name must be at least 2 characters");
    await expectFieldError(form, "Email", "Invalid email address");
    await expectFieldError(form, "Phone", "Phone number must be at least 10 digits");
    await expectFieldError(form, "Message", "Message must be at least 5 characters");
    await expect(form.getByText("We will get back to you within 24 hours.")).toBeVisible();

    const name = `Ada ${unique()}`;
    await fill(form, {
      "Full Name": `${name} ${XSS}`,
      Email: "ada@example.com",
      Phone: "08012345678",
      Message: `Please call me back ${XSS}`,
    });
    await form.getByRole("button", { name: "SUBMIT NOW" }).click();
    await expect(form.getByRole("status")).toHaveText("Your enquiry has been sent successfully!");
    await expectEmpty(form, ["Full Name", "Email", "Phone", "Message"]);

    const { mail, html } = await staffMailHtml(new RegExp(`^New Enquiry from ${name}`), name);
    expect(fullSubject(mail.raw)).toBe(`New Enquiry from ${name} ${XSS}`);
    expect(mail.to).toContain(STAFF_INBOX);
    expect(mail.raw).toMatch(/^Reply-To: ada@example\.com/m);
    expect(html).toContain(ESCAPED_XSS);
    expect(html).not.toContain("<script>");
    expect(html).toContain("08012345678");
  });

  test("estimate: every field invalid shows the spec's messages; a valid request is sent and the form resets", async ({
    page,
  }) => {
    await openPublicPage(page, "/");
    const form = await readyForm(page.getByRole("form", { name: "Free estimate" }));
    await form.getByLabel("Your Email", { exact: true }).fill("nope");
    await form.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
    await expectFieldError(form, "Your Name", "Your name is required");
    await expectFieldError(form, "Your Email", "Invalid email address");
    await expectFieldError(form, "Shipping Type", "Shipping type is required");
    await expectFieldError(form, "Product Size", "Product size is required");
    await expectFieldError(form, "City of Departure", "City of departure is required");
    await expectFieldError(form, "Delivery City", "Delivery city is required");
    await expect(form.getByLabel("Message (optional)")).not.toHaveAttribute("aria-invalid", "true");

    const city = `Houston-${unique()}`;
    await fill(form, {
      "Your Name": "Bola",
      "Your Email": "bola@example.com",
      "Product Size": `2 boxes ${XSS}`,
      "City of Departure": city,
      "Delivery City": "Lagos",
    });
    await form.getByLabel("Shipping Type").selectOption("Express");
    await form.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
    await expect(form.getByRole("status")).toHaveText("Your enquiry has been sent successfully!");
    await expectEmpty(form, [
      "Your Name",
      "Your Email",
      "Shipping Type",
      "Product Size",
      "City of Departure",
      "Delivery City",
    ]);

    const { html } = await staffMailHtml(/^Estimate Request Express$/, city);
    expect(html).toContain(city);
    expect(html).toContain(ESCAPED_XSS);
    expect(html).not.toContain("<script>");
  });

  test("contact: every field invalid shows the spec's messages; a valid message is sent and the form resets", async ({
    page,
  }) => {
    await openPublicPage(page, "/contact-us");
    const form = await readyForm(page.getByRole("form", { name: "Contact us" }));
    await fill(form, { "Your Name": "Z", "Your Email": "z@", Subject: "Hi", Message: "Yo" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(form, "Your Name", "Name must be at least 2 characters");
    await expectFieldError(form, "Your Email", "Invalid email address");
    await expectFieldError(form, "Subject", "Subject must be at least 3 characters");
    await expectFieldError(form, "Message", "Message must be at least 5 characters");

    const subject = `Parcel ${unique()} ${XSS}`;
    await fill(form, {
      "Your Name": "Chi",
      "Your Email": "chi@example.com",
      Subject: subject,
      Message: `Where is my parcel? ${XSS}`,
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Your message has been sent successfully!");
    await expectEmpty(form, ["Your Name", "Your Email", "Subject", "Message"]);

    const { mail, html } = await staffMailHtml(/^Contact Request: /, subject.split(" <")[0]!);
    expect(fullSubject(mail.raw)).toBe(`Contact Request: ${subject}`);
    expect(html).toContain(ESCAPED_XSS);
    expect(html).not.toContain("<script>");
  });

  test("newsletter: invalid e-mail, subscription, and a repeated address answered kindly", async ({ page }) => {
    await openPublicPage(page, "/about-us");
    const footerForm = await readyForm(page.locator("footer").getByRole("form", { name: "Newsletter" }));
    await footerForm.getByLabel("Email address").fill("broken@");
    await footerForm.getByRole("button", { name: "Subscribe" }).click();
    await expectFieldError(footerForm, "Email address", "Invalid email format");

    const email = `reader-${unique()}@example.com`;
    await footerForm.getByLabel("Email address").fill(email);
    await footerForm.getByRole("button", { name: "Subscribe" }).click();
    await expect(footerForm.getByRole("status")).toHaveText("Subscription successful!");
    await expect(footerForm.getByLabel("Email address")).toHaveValue("");

    // The same address again, through the banner's dialog: stored once, answered kindly.
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Latest Updates!" });
    const dialogForm = await readyForm(dialog.getByRole("form", { name: "Newsletter" }));
    await dialogForm.getByLabel("Email address").fill(email.toUpperCase());
    await dialogForm.getByRole("button", { name: "Join Us" }).click();
    await expect(dialogForm.getByRole("status")).toHaveText(
      "You are already subscribed. Thank you for staying with us!",
    );
    await expect(dialogForm.getByLabel("Email address")).toHaveValue("");
  });
});
