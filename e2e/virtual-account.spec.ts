import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { signUpCustomer } from "./support/records";
import { axeViolations } from "./support/screen-checks";

/**
 * Dedicated virtual accounts in Chromium (issue 33, decision 0049): a customer of its own asks for an account number
 * on the wallet page, sends a simulated transfer into it (the sandbox's signed webhook), and reads the credit in the
 * balance and the statement; the page is axe clean at 390 and 1280 px. Then the owner checks today against the
 * sandbox's transaction list and sees it clean. The owner closes a customer's number from the customer's page
 * (decision 0093) and the customer, warned on the wallet page, gets a new one. A server of its own: another file's checkout half-way through (paid
 * at the stand-in, not settled yet) would flag the day.
 */
test.use({ dataset: "virtual-account" });
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

for (const size of WIDTHS) {
  test(`a customer gets an account number and a test transfer credits the wallet (${size.width} px)`, async ({
    page,
    request,
  }) => {
    const customer = await signUpCustomer(request, { prefix: "dva", firstname: "Chioma", lastname: "Eze" });
    await page.setViewportSize(size);
    await loginCustomerByApi(page, { email: customer.email, password: customer.password });
    await page.goto("/user/wallet");
    await expect(page.getByTestId("wallet-balance")).toHaveText("₦0.00");
    const card = page.getByRole("heading", { name: "Your account number for transfers" });
    await expect(card).toBeVisible();
    expect(await axeViolations(page), `axe before the account at ${size.width} px`).toEqual([]);

    await page.getByRole("button", { name: "Get my account number" }).click();
    await expect(page.getByText("Your account number is ready.")).toBeVisible();
    await expect(page.getByTestId("virtual-account-number")).toHaveText(/^99\d{8}$/);
    await expect(page.getByTestId("virtual-account")).toContainText("Sandbox Bank");
    await expect(page.getByTestId("virtual-account")).toContainText("CHIOMA EZE");
    const number = (await page.getByTestId("virtual-account-number").textContent()) ?? "";

    const transfer = page.getByRole("form", { name: "Test transfer (sandbox)" });
    await transfer.getByLabel("Test transfer amount (₦)").fill("-3");
    await transfer.getByRole("button", { name: "Send test transfer" }).click();
    await expect(transfer.getByText("Amount must be more than zero")).toBeVisible();

    await transfer.getByLabel("Test transfer amount (₦)").fill("7,250.50");
    await transfer.getByRole("button", { name: "Send test transfer" }).click();
    await expect(page.getByText(/Test transfer received: ₦[\d,.]+ was added to your wallet\./)).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toHaveText("₦7,250.50");
    await expect(
      page.getByText(new RegExp(`^Bank transfer to your account number: to ${number}`)).first(),
    ).toBeVisible();
    await expect(page.getByText("₦7,250.50", { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page), `axe with the account at ${size.width} px`).toEqual([]);

    // The number stays the customer's after a reload.
    await page.reload();
    await expect(page.getByTestId("virtual-account-number")).toHaveText(number);
  });
}

test("the owner closes a customer's number on the customer's page; the customer is warned and gets a new one", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, { prefix: "dva-close", firstname: "Tunde", lastname: "Bakare" });
  const { user, token } = await loginCustomerByApi(page, { email: customer.email, password: customer.password });
  const assigned = await page.request.post("/api/wallet/virtual-account", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(assigned.status()).toBe(200);
  const number: string = (await assigned.json()).account.account_number;

  await loginAdminByApi(page);
  await page.setViewportSize(WIDTHS[0]!);
  await page.goto(`/admin/customers/${user.id}`);
  const panel = page.getByRole("region", { name: "Account numbers for transfers" });
  await expect(panel.getByTestId("staff-virtual-account")).toContainText(number);
  await expect(panel.getByTestId("staff-virtual-account")).toContainText("In use");
  expect(await axeViolations(page), "axe, number in use, 390 px").toEqual([]);

  await panel.getByRole("button", { name: `Deactivate ${number}` }).click();
  await panel.getByRole("button", { name: `Deactivate ${number}` }).click();
  await expect(panel.getByText("Say why the account number is closed")).toBeVisible();
  expect(await axeViolations(page), "axe, reason missing, 390 px").toEqual([]);
  await panel.getByLabel("Why is this account number closed?").fill("Number posted on a public page");
  await panel.getByRole("button", { name: `Deactivate ${number}` }).click();
  await expect(
    page.getByText(
      `Account number ${number} is deactivated. The customer was told by e-mail and may ask for a new one.`,
    ),
  ).toBeVisible();
  await expect(panel.getByTestId("staff-virtual-account")).toContainText("Deactivated");
  await expect(panel.getByText("Reason: Number posted on a public page")).toBeVisible();
  await expect(panel.getByRole("button", { name: /Deactivate/ })).toHaveCount(0);
  await page.setViewportSize(WIDTHS[1]!);
  expect(await axeViolations(page), "axe, closed, 1280 px").toEqual([]);

  await loginCustomerByApi(page, { email: customer.email, password: customer.password });
  await page.goto("/user/wallet");
  await expect(page.getByTestId("closed-account")).toHaveText(
    `Your account number ${number} was closed. Do not send money to it: get a new account number for your transfers.`,
  );
  expect(await axeViolations(page), "axe, the customer's closed number").toEqual([]);
  await page.getByRole("button", { name: "Get a new account number" }).click();
  await expect(page.getByText("Your account number is ready.")).toBeVisible();
  await expect(page.getByTestId("virtual-account-number")).toHaveText(/^99\d{8}$/);
  await expect(page.getByTestId("virtual-account-number")).not.toHaveText(number);
  await expect(page.getByTestId("closed-account")).toHaveCount(0);
});

test("staff check today against the provider's list and see it clean, with its detail (390 and 1280 px)", async ({
  page,
}) => {
  await loginAdminByApi(page);
  await page.goto("/admin/reconciliation");
  await expect(page.getByRole("heading", { name: "Reconciliation", exact: true })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const form = page.getByRole("form", { name: "Check a day" });
  await form.getByLabel("Day (UTC)").fill(today);
  await form.getByRole("button", { name: "Check day" }).click();
  await expect(page.getByText(`Day checked. ${today}: clean.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: `Day ${today}` })).toBeVisible();
  await expect(page.getByTestId("reconciliation-status")).toContainText("Clean");
  await expect(page.getByTestId("reconciliation-status")).toContainText("Paystack and our records agree");
  await expect(
    page.getByRole("table", { name: "Checked days" }).getByRole("cell", { name: today, exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page.getByTestId("exchange-total")).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `axe at ${size.width} px`).toEqual([]);
  }
});
