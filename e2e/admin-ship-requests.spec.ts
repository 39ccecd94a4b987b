import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { receivedPackages, signUpCustomer } from "./support/records";
import { OFFICE_PICKUP, submitShipRequest } from "./support/ship-requests";

/** The packing table pages each tab 20 at a time and finds requests by number, e-mail or suite, in every tab. */
test("the packing table: 20 requests a page with first/next, and a search by request number, e-mail or suite", async ({
  page,
  request,
}) => {
  // A long walk through many pages (or 21 requests made first): more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const customer = await signUpCustomer(request, { prefix: "pager" });
  const { user } = await loginCustomerByApi(page, customer);
  const suite = (await (await page.request.get("/api/users/me")).json()).user.suite_number as string;
  const parcels = await receivedPackages(
    request,
    user.id,
    "Trail Richmond",
    Array.from({ length: 21 }, (_, i) => ({
      description: `Paperback ${i + 1}`,
      weight: "0.5",
      length: "20",
      width: "15",
      height: "5",
    })),
  );
  const ids: number[] = [];
  for (const parcel of parcels) {
    ids.push(
      await submitShipRequest(page.request, [parcel.id], {
        ...OFFICE_PICKUP,
        items: [{ description: "Paperback novel", quantity: 1, unit_value: "12", currency: "USD" }],
      }),
    );
  }

  await loginAdminByApi(page);
  await page.goto("/admin/ship-requests");
  const search = page.getByRole("search");
  await search.getByLabel("Search by request number, customer name, e-mail or suite").fill(customer.email);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText("Page 1 of 2 · 21 ship requests");
  const cards = page.getByTestId("ship-request");
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toContainText(`Ship request #${ids[20]} `);
  await expect(cards.last()).toContainText(`Ship request #${ids[1]} `);

  await pagination.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagination).toContainText("Page 2 of 2 · 21 ship requests");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Ship request #${ids[0]} `);
  await pagination.getByRole("button", { name: "First" }).click();
  await expect(cards).toHaveCount(20);

  // By request number ('#12' or '12') and by suite.
  await search.getByLabel(/^Search by request number/).fill(`#${ids[7]}`);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Ship request #${ids[7]} `);
  await expect(pagination).toHaveCount(0);
  await search.getByLabel(/^Search by request number/).fill(suite);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(pagination).toContainText("Page 1 of 2 · 21 ship requests");

  // The search holds across tabs: none of these is packed yet.
  await page.getByRole("tab", { name: "Packed" }).click();
  await expect(page).toHaveURL(/status=packed/);
  await expect(page.getByText("No ship requests match this search.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Packed" })).toHaveAttribute("aria-selected", "true");
  await expect(search.getByLabel(/^Search by request number/)).toHaveValue(suite);
});
