import { formatMinor, priceParcel, RATE_SERVICE_LABELS, transitText } from "@app/shared/rates/rates";
import { measuresOf, parcelOf } from "@app/shared/packages/packages";
import type { QuoteResponse, quoteInputSchema } from "@app/shared/rates/quote";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { warehouses } from "../../db/schema.js";
import { badRequest } from "../../lib/errors.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { currentCards } from "./current-cards.js";

/** The instant quote: the current cards of the route, each priced by the shared engine. */

export async function quoteOptions(ctx: ServiceContext) {
  const cards = await currentCards(ctx.db);
  const labels = new Map((await ctx.db.select().from(warehouses)).map((w) => [w.city, w.label]));
  const routes = new Map<
    string,
    { origin: string; origin_label: string; destination: string; services: (typeof cards)[number]["service"][] }
  >();
  for (const card of cards) {
    const key = `${card.origin}|${card.destination}`;
    const route = routes.get(key) ?? {
      origin: card.origin,
      origin_label: labels.get(card.origin) ?? card.origin,
      destination: card.destination,
      services: [],
    };
    route.services.push(card.service);
    routes.set(key, route);
  }
  return { routes: [...routes.values()].sort((a, b) => a.origin_label.localeCompare(b.origin_label)) };
}

export async function quote(ctx: ServiceContext, input: z.output<typeof quoteInputSchema>): Promise<QuoteResponse> {
  const [warehouse] = await ctx.db.select().from(warehouses).where(eq(warehouses.city, input.origin));
  if (!warehouse) {
    const message = "Choose the warehouse it ships from.";
    throw badRequest(message, { origin: message });
  }
  const parcel = measuresOf(input.measures);
  const priced = parcelOf(input.measures);
  const cards = (await currentCards(ctx.db)).filter(
    (c) =>
      c.origin === input.origin &&
      c.destination === input.destination &&
      (input.service === "all" || c.service === input.service),
  );
  const quotes = cards.map((card) => {
    const price = priceParcel(card.terms, priced);
    return {
      service: card.service,
      service_label: RATE_SERVICE_LABELS[card.service],
      card_id: card.id,
      currency: price.currency,
      actual: price.actual,
      volumetric: price.volumetric,
      chargeable: price.chargeable,
      divisor_text: price.divisor_text,
      rate_per_unit_minor: price.rate_per_unit_minor,
      lines: price.lines,
      total_minor: price.total_minor,
      total_text: formatMinor(price.total_minor, price.currency),
      transit_days: price.transit_days,
      transit_text: transitText(price.transit_days),
      formula: price.formula,
    };
  });
  return { origin: warehouse.city, origin_label: warehouse.label, destination: input.destination, parcel, quotes };
}
