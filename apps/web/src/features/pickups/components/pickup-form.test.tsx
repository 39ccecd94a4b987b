import { IMAGE_RULES } from "@app/shared/core/form-values";
import { PICKUP_TEXTS } from "@app/shared/pickups/pickups";
import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customer, signInCustomer } from "../../../../test/customer";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { PickupForm } from "./pickup-form";

/** A customer with a saved delivery address: the form starts from the profile, so the pickup's address is filled. */
const chidi = customer({
  delivery_address: {
    address_line1: "3 Allen Avenue",
    address_line2: null,
    city: "Ikeja",
    state: "Lagos",
    country: "Nigeria",
    phone_number: "08031234567",
    zip: "100271",
  },
});

const photo = (n: number) => new File([new Uint8Array([137, 80, 78, 71])], `box-${n}.png`, { type: "image/png" });

function renderForm() {
  signInCustomer(chidi);
  const view = renderPage(<PickupForm />, { url: "/user/pickups/form" });
  const row = (i: number) => within(view.getByTestId(`item-${i}`));
  /** Pastes `text` into a field: one input event, not one per key (eleven items typed key by key took ~8 s). */
  const paste = async (field: HTMLElement, text: string) => {
    await view.user.click(field);
    await view.user.paste(text);
  };
  /** Item `i` filled in full, with a photo. */
  const fillItem = async (i: number) => {
    const r = row(i);
    await paste(r.getByLabelText(/Item name/), `Carton ${i + 1}`);
    for (const label of [/Length/, /Width/, /Height/, /Weight/]) await paste(r.getByLabelText(label), "10");
    await view.user.upload(r.getByLabelText("Image (optional)"), photo(i + 1));
  };
  const submit = () => view.user.click(view.getByRole("button", { name: "Submit" }));
  return { view, row, fillItem, submit };
}

describe("the pickup form's item photos", () => {
  it("says that a pickup takes 10 photos when an 11th is chosen, sends nothing, and sends once one is taken away", async () => {
    const network = fakeNetwork().on("POST", "/api/pickups", {
      status: 201,
      body: { message: PICKUP_TEXTS.created, pickup: { id: 41 } },
    });
    const { view, row, fillItem, submit } = renderForm();
    for (let i = 0; i < 11; i++) {
      if (i > 0) await view.user.click(view.getByRole("button", { name: "Add Item" }));
      await fillItem(i);
    }
    // The 11th photo is refused where it was chosen: the server takes at most 10 files.
    expect(row(10).getByText(IMAGE_RULES.tooMany)).toBeTruthy();
    expect(row(9).queryByText(IMAGE_RULES.tooMany)).toBeNull();

    await submit();
    expect(row(10).getByText(IMAGE_RULES.tooMany)).toBeTruthy();
    expect(row(10).getByLabelText("Image (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(network.sent).toEqual([]);

    // Taking one item (and its photo) away leaves 10: the message goes and the pickup is sent with 10 files.
    await view.user.click(view.getByRole("button", { name: "Remove item 1" }));
    await waitFor(() => expect(view.queryByText(IMAGE_RULES.tooMany)).toBeNull());
    await submit();
    await waitFor(() => expect(network.sent).toHaveLength(1));
    expect(network.sent[0]!.files).toHaveLength(10);
    // Eleven full rows: ~5 s on an idle 2-core machine, near the web project's 10 s limit under CI's load.
  }, 20_000);
});

describe("the pickup form's item rows", () => {
  it("are groups named by their heading, and removing one gives the focus to 'Add Item'", async () => {
    fakeNetwork();
    const { view } = renderForm();
    await view.user.click(view.getByRole("button", { name: "Add Item" }));
    // Every row's fields have the same labels: the row's name tells them apart.
    const second = view.getByRole("group", { name: "Item 2" });
    expect(within(second).getByLabelText(/Length/)).toBe(within(view.getByTestId("item-1")).getByLabelText(/Length/));
    expect(view.getByRole("group", { name: "Item 1" })).toBe(view.getByTestId("item-0"));

    await view.user.click(within(second).getByRole("button", { name: "Remove item 2" }));
    expect(view.queryByRole("group", { name: "Item 2" })).toBeNull();
    // Not lost to the page's <body> with the button that went.
    expect(document.activeElement).toBe(view.getByRole("button", { name: "Add Item" }));
  });
});
