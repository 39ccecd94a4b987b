import { COMPANY } from "@app/shared/core/company";
import { PageBanner, Prose } from "../../features/public-site/components/page-banner";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

export default function ShippingAndInsurancePage() {
  usePageMeta({
    title: titled("Shipping and Insurance"),
    description:
      "Delivery times by service, prohibited items, how insurance works and our liability for uninsured items.",
  });
  return (
    <>
      <PageBanner title="Shipping and Insurance" />
      <Prose>
        <h2>Delivery times</h2>
        <ul>
          <li>Standard delivery with our courier partner: about 14 business days.</li>
          <li>
            Express delivery: 3 to 5 business days with our premium courier, or 6 to 7 business days with our economy
            express partner.
          </li>
          <li>Sea cargo: around 3 months.</li>
        </ul>
        <p>
          Times run from the day your goods leave our warehouse and do not include customs inspections or public
          holidays. An exact delivery time cannot be scheduled; our riders call you before they arrive.
        </p>
        <h2>Packing and prohibited items</h2>
        <p>
          We repack and consolidate parcels where it makes shipping safer or cheaper. We do not ship cash, weapons,
          explosives, flammable liquids, illegal drugs or any goods banned by the laws of the countries involved.
        </p>
        <h2>Insurance</h2>
        <p>
          The cost of insurance is included in our service charge: insured goods are covered against loss and damage
          from our warehouse to your door, up to their declared value.
        </p>
        <h2>Uninsured items</h2>
        <p>
          For items that are not insured, our liability is limited to 100 US dollars plus a refund of the freight
          charge.
        </p>
        <h2>Claims</h2>
        <p>
          Report loss or damage within 48 hours of delivery, with photos, to {COMPANY.email} or through a support ticket
          in the portal.
        </p>
      </Prose>
    </>
  );
}
