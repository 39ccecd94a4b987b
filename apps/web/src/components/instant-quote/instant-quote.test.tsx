import type { QuoteResponse } from "@app/shared/rates/quote";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import InstantQuote from "./instant-quote";

const OPTIONS = {
  routes: [
    { origin: "Brixton", origin_label: "London, UK", destination: "Lagos", services: ["air_express", "sea"] },
    { origin: "Guangzhou", origin_label: "Guangzhou, China", destination: "Lagos", services: ["air_express"] },
  ],
};

/** One air express quote of ₦22,500.00 for whatever was asked. */
function answer(origin: string): QuoteResponse {
  const figure = (value: string) => ({ value, exact: true, unit: "kg" as const, grams: 2500, formula: `${value} kg` });
  return {
    origin,
    origin_label: origin,
    destination: "Lagos",
    parcel: { weight_grams: 2500, length_mm: 400, width_mm: 300, height_mm: 200 },
    quotes: [
      {
        service: "air_express",
        service_label: "Air express",
        card_id: 1,
        currency: "NGN",
        actual: figure("2.5"),
        volumetric: figure("4.8"),
        chargeable: figure("5"),
        divisor_text: "÷ 5,000",
        rate_per_unit_minor: 450_000,
        lines: [{ kind: "freight", label: "Freight", amount_minor: 2_250_000, formula: "5 kg × ₦4,500.00" }],
        total_minor: 2_250_000,
        total_text: "₦22,500.00",
        transit_days: { min: 3, max: 5 },
        transit_text: "3–5 days",
        formula: [],
      },
    ],
  };
}

async function fillParcel(view: ReturnType<typeof renderPage>, origin: string) {
  await waitFor(() => expect(screen.getAllByRole("option", { name: "London, UK" })).toHaveLength(1));
  await view.user.selectOptions(screen.getByLabelText("Ships from"), origin);
  await view.user.type(screen.getByLabelText("Weight"), "2.5");
  await view.user.type(screen.getByLabelText("Length"), "40");
  await view.user.type(screen.getByLabelText("Width"), "30");
  await view.user.type(screen.getByLabelText("Height"), "20");
}

describe("the instant quote", () => {
  it("asks for every service when the warehouse chosen next does not offer the one chosen", async () => {
    const network = fakeNetwork()
      .on("GET", "/api/quote/options", { body: OPTIONS })
      .on("POST", "/api/quote", (request) => ({ body: answer((request.body as { origin: string }).origin) }));
    const view = renderPage(<InstantQuote />);
    await fillParcel(view, "Brixton");
    await view.user.selectOptions(screen.getByLabelText("Service"), "sea");
    // Guangzhou ships by air only: the Service list no longer has Sea, and shows 'All services'.
    await view.user.selectOptions(screen.getByLabelText("Ships from"), "Guangzhou");
    expect((screen.getByLabelText("Service") as HTMLSelectElement).value).toBe("all");
    await view.user.click(screen.getByRole("button", { name: "GET INSTANT QUOTE" }));

    await screen.findByTestId("quote-result");
    expect(network.requests("POST", "/api/quote")[0]?.body).toMatchObject({ origin: "Guangzhou", service: "all" });
  });

  it("takes the price away once the parcel it priced is changed", async () => {
    fakeNetwork()
      .on("GET", "/api/quote/options", { body: OPTIONS })
      .on("POST", "/api/quote", { body: answer("Brixton") });
    const view = renderPage(<InstantQuote />);
    await fillParcel(view, "Brixton");
    await view.user.click(screen.getByRole("button", { name: "GET INSTANT QUOTE" }));
    expect((await screen.findByTestId("quote-total")).textContent).toBe("₦22,500.00");

    await view.user.clear(screen.getByLabelText("Weight"));
    await view.user.type(screen.getByLabelText("Weight"), "25");
    expect(screen.queryByTestId("quote-result")).toBeNull();
  });
});
