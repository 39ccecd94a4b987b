import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../test/render";
import { inTransitShipment } from "../../../../test/shipment";
import { inTimeZone } from "../../../../test/time-zone";
import { ShipmentCard } from "./shipment-card";
import { ShipmentTable } from "./shipment-table";

const detail = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

/**
 * A shipment's calendar dates (arrival at the warehouse, shipment, estimated delivery) read the day they state in
 * every time zone: read at noon UTC through the reader's clock, they were a day later at UTC+13 and UTC+14.
 */
describe.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "Pacific/Apia"])("shipment dates read in %s", (zone) => {
  inTimeZone(zone);

  it("the shipment's card states each calendar date's own day", () => {
    renderPage(<ShipmentCard shipment={inTransitShipment} />);
    expect(detail("Warehouse Arrival Date")).toBe("23-11-2026");
    expect(detail("Shipment Date")).toBe("02-12-2026");
    expect(detail("Estimated Delivery Date")).toBe("05-12-2026");
  });

  it("'My Shipments' states the estimated delivery's own day", () => {
    renderPage(<ShipmentTable shipments={[inTransitShipment]} loading={false} />);
    const row = screen.getByRole("row", { name: /SWG64437DUS/ });
    expect(within(row).getByText("05-12-2026")).toBeTruthy();
  });
});
